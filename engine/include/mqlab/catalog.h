#pragma once
#include "mqlab/model/catalog.h"  // moved; this forwarder goes once every branch is merged
