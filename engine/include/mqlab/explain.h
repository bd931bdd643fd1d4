#pragma once
#include "mqlab/report/explain.h"  // moved; this forwarder goes once every branch is merged
