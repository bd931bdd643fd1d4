#pragma once
#include "mqlab/model/scenario.h"  // moved; this forwarder goes once every branch is merged
