class Solution {
public:
    string encode(string longUrl) {
        string code = to_string(table.size());
        table[code] = longUrl;
        return "http://tinyurl.com/" + code;
    }

    // Looks up the whole short URL, but the table is keyed by its code: at() throws std::out_of_range.
    string decode(string shortUrl) {
        return table.at(shortUrl);
    }

private:
    unordered_map<string, string> table;
};
