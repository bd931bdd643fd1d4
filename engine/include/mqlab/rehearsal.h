#pragma once
#include "mqlab/lesson/rehearsal.h"  // moved; this forwarder goes once every branch is merged
