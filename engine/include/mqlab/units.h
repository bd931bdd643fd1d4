#pragma once
#include "mqlab/model/units.h"  // moved; this forwarder goes once every branch is merged
