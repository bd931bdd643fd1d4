#pragma once
#include "mqlab/lesson/side.h"  // moved; this forwarder goes once every branch is merged
