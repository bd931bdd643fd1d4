#include "mqlab/lesson/tier_offload.h"

#include <cmath>

#include "mqlab/model/catalog.h"
#include "mqlab/model/platform.h"
#include "mqlab/model/report.h"
#include "mqlab/model/scenario.h"
#include "mqlab/model/traffic.h"
#include "mqlab/model/unit_system.h"
#include "mqlab/report/format.h"
#include "../report/words.h"

namespace mqlab {
namespace {

std::string tb(double gb)
{
    return grouped(gb / 1000, 1) + " TB";
}

std::string gb(double v)
{
    return grouped(v) + " GB";
}

// A price as printed: at least two decimals, at most four, no trailing zeros past two ($0.08, $0.023),
// the sign where the number style puts it.
std::string price(double usd)
{
    return words::money(usd, 4);
}

// A count as written: 7, 1.2, 0.75 (no trailing zeros).
std::string count(double v)
{
    std::string s = grouped(v, v == std::floor(v) ? 0 : 2);
    if (s.find('.') != std::string::npos)
        while (s.back() == '0')
            s.pop_back();
    return s;
}

} // namespace

TierOffloadInputs tierOffloadInputs(const StreamPlatform& f, const PlatformDetail& d, const RoundsCatalog& c)
{
    TierOffloadInputs in;
    in.gbPerDay = d.gbPerDay;
    in.localDays = f.localHours / 24;
    in.tierDays = f.tierDays;
    in.replicationFactor = f.replicationFactor;
    in.overhead = f.overhead;
    in.brokers = f.brokers;
    in.volumeGB = f.volumeGB;
    in.gp3UsdPerGBMonth = c.gp3.storageUsdPerGBMonth.value;
    in.s3UsdPerGBMonth = c.storage.standardUsdPerGBMonth.value;
    // The catalogue's word on each price beside it: "assumed, second-seed.md §2.5".
    in.gp3Source = c.gp3.storageUsdPerGBMonth.status + ", " + c.gp3.storageUsdPerGBMonth.source;
    in.s3Source = c.storage.standardUsdPerGBMonth.status + ", " + c.storage.standardUsdPerGBMonth.source;
    return in;
}

std::vector<TierOffloadStep> tierOffloadSteps(const TierOffloadInputs& in)
{
    // The model's own functions, as the platform fleet's report uses them.
    const double local = worstCaseStorage(in.gbPerDay, in.localDays, in.replicationFactor, in.overhead);
    const double provisioned = in.brokers * in.volumeGB;
    const double full = fill(local, provisioned);
    std::vector<TierOffloadStep> steps = {
        {"day", in.gbPerDay, tb(in.gbPerDay), "One copy of a day's messages: " + gb(in.gbPerDay) + "."},
        {"local", local, tb(local),
         "On the broker disks: " + tb(in.gbPerDay) + " a day \u00d7 " + count(in.localDays) + " day" +
             (in.localDays == 1 ? "" : "s") + " \u00d7 " + std::to_string(in.replicationFactor) + " copies \u00d7 " +
             count(in.overhead) + " overhead = " + tb(local) + "."},
        {"fill", full, percentText(full * 100),
         "Provisioned: " + std::to_string(in.brokers) + " brokers \u00d7 " + gb(in.volumeGB) + " = " + tb(provisioned) +
             "; " + tb(local) + " of it is " + percentText(full * 100) + " full."},
    };
    if (in.tierDays <= 0) {
        steps.push_back({"no_tier", 0, "no tier",
                         "This design keeps no S3 tier: every retained day is on the broker disks already."});
        return steps;
    }
    const double tier = tierStoredGB(in.gbPerDay, in.tierDays);
    const TierComparison t =
        tierComparison(local, in.localDays, in.tierDays, provisioned, tier, in.gp3UsdPerGBMonth, in.s3UsdPerGBMonth);
    const Money without = billLine(t.withoutTierProvisionedGB * in.gp3UsdPerGBMonth);
    const Money gp3 = billLine(provisioned * in.gp3UsdPerGBMonth), s3 = billLine(tier * in.s3UsdPerGBMonth);
    steps.push_back({"tier", tier, tb(tier),
                     "The S3 tier keeps one copy of every day (S3 makes its own copies): " + tb(in.gbPerDay) +
                         " \u00d7 " + count(in.tierDays) + " days = " + tb(tier) + "."});
    steps.push_back({"without_tier", t.withoutTierStoredGB, tb(t.withoutTierStoredGB),
                     "Without the tier, the broker disks keep all " + count(in.tierDays) + " days: " + tb(local) +
                         " \u00d7 " + count(in.tierDays) + " / " + count(in.localDays) + " = " +
                         tb(t.withoutTierStoredGB) + "."});
    steps.push_back({"without_provisioned", t.withoutTierProvisionedGB, tb(t.withoutTierProvisionedGB),
                     "Kept " + percentText(full * 100) + " full like today: " + tb(t.withoutTierStoredGB) + " / " +
                         grouped(full, 2) + " = " + tb(t.withoutTierProvisionedGB) + " of gp3."});
    steps.push_back({"disk_cut", t.diskCut, percentText(t.diskCut * 100),
                     "The tier cuts the disk provisioned by 1 \u2212 " + tb(provisioned) + " / " +
                         tb(t.withoutTierProvisionedGB) + " = " + percentText(t.diskCut * 100) + "."});
    steps.push_back({"bill_without", without.usd(), usdText(without),
                     "gp3 without the tier: " + gb(t.withoutTierProvisionedGB) + " \u00d7 " +
                         price(in.gp3UsdPerGBMonth) + " a GB-month = " + usdText(without) + " a month (" +
                         in.gp3Source + ")."});
    steps.push_back({"bill_with", (gp3 + s3).usd(), usdText(gp3 + s3),
                     "With it: " + gb(provisioned) + " of gp3 \u00d7 " + price(in.gp3UsdPerGBMonth) + " = " +
                         usdText(gp3) + ", plus " + gb(tier) + " of S3 \u00d7 " + price(in.s3UsdPerGBMonth) + " = " +
                         usdText(s3) + " (" + in.s3Source + "): " + usdText(gp3 + s3) + " a month."});
    steps.push_back({"saving", t.saving.usd(), usdText(t.saving),
                     "The tier saves " + usdText(without) + " \u2212 " + usdText(gp3 + s3) + " = " + usdText(t.saving) +
                         " a month."});
    return steps;
}

} // namespace mqlab
