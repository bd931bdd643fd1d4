#pragma once
#include "mqlab/model/report.h"  // moved; this forwarder goes once every branch is merged
