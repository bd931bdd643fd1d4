// The one error type for bad input: it names the file, the field's path and the allowed range.
#pragma once

#include <stdexcept>
#include <string>

namespace mqlab {

class InputError : public std::runtime_error {
public:
    // file: where the input came from ("stage-3.json", "--load"); path: "clusters[0].brokers".
    InputError(std::string file, std::string path, const std::string& problem)
        : std::runtime_error(compose(file, path, problem)), file_(std::move(file)), path_(std::move(path)),
          problem_(problem)
    {
    }
    const std::string& file() const { return file_; }
    const std::string& path() const { return path_; }
    const std::string& problem() const { return problem_; }

private:
    static std::string compose(const std::string& file, const std::string& path, const std::string& problem)
    {
        std::string s = file;
        if (!path.empty())
            s += (s.empty() ? "" : ": ") + path;
        return s + (s.empty() ? "" : ": ") + problem;
    }
    std::string file_, path_, problem_;
};

}  // namespace mqlab
