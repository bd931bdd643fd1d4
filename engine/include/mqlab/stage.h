#pragma once
#include "mqlab/lesson/stage.h"  // moved; this forwarder goes once every branch is merged
