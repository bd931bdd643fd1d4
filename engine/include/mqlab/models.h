#pragma once
#include "mqlab/model/models.h"  // moved; this forwarder goes once every branch is merged
