#pragma once
#include "mqlab/report/report_json.h"  // moved; this forwarder goes once every branch is merged
