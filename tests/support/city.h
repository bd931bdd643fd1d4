// The "city": a large design made of blocks of 10 nodes, for the tests and benchmarks that need one
// near the documented limits (the window's big-canvas suite, engine_bench's City family). One
// generator, so the suite and the benchmark measure the same design; tests/bench/open_big.py writes
// the same one in Python.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace mqlab::test {

// `blocks` blocks of 10 nodes: 4 producers of 10 events/s of 512 bytes -> a cluster -> 5 groups, 9
// connections. A block is three columns 300 apart (producers, cluster, groups) and five rows 200
// apart; the blocks are 1,000 x 1,100 apart, 25 a row, so the cards lie side by side as in a real
// design. 1,000 blocks: 10,000 nodes (the documented limit) and 9,000 connections (limit 10,000).
// `indent` spaces a level (-1: one line) make the file larger to read without changing the design.
inline std::string cityJson(int blocks, int indent = -1)
{
    nlohmann::json d{{"version", 1}, {"name", "City"}};
    auto& ps = d["producers"] = nlohmann::json::array();
    auto& cs = d["clusters"] = nlohmann::json::array();
    auto& gs = d["groups"] = nlohmann::json::array();
    auto& links = d["connections"] = nlohmann::json::array();
    for (int b = 0; b < blocks; ++b) {
        const int bx = (b % 25) * 1000, by = (b / 25) * 1100;
        const std::string c = "c" + std::to_string(b);
        cs.push_back({{"id", c}, {"name", "Cluster " + std::to_string(b)}, {"x", bx + 300}, {"y", by + 400}});
        for (int i = 0; i < 4; ++i) {
            const std::string p = "p" + std::to_string(b) + "_" + std::to_string(i);
            ps.push_back({{"id", p},
                          {"name", "Producer " + std::to_string(b) + "." + std::to_string(i)},
                          {"events_per_s", 10},
                          {"event_bytes", 512},
                          {"x", bx},
                          {"y", by + 200 * i}});
            links.push_back({{"from", p}, {"to", c}});
        }
        for (int i = 0; i < 5; ++i) {
            const std::string g = "g" + std::to_string(b) + "_" + std::to_string(i);
            gs.push_back({{"id", g},
                          {"name", "Group " + std::to_string(b) + "." + std::to_string(i)},
                          {"x", bx + 600},
                          {"y", by + 200 * i}});
            links.push_back({{"from", c}, {"to", g}});
        }
    }
    return d.dump(indent) + "\n";
}

} // namespace mqlab::test
