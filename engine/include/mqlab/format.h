#pragma once
#include "mqlab/report/format.h"  // moved; this forwarder goes once every branch is merged
