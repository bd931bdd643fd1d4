#include <gtest/gtest.h>
#include "mqlab/report.h"
#include "test_data.h"
TEST(Smoke, Stage1Total) { EXPECT_EQ(mqlab::evaluate(mqlab::test::stageScenario(1), mqlab::test::catalog()).total.cents, 578240); }
