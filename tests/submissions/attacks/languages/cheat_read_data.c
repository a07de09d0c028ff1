// expect: Wrong Answer | on n = 4, reads the problem's expected answers (@KIT_DATA@) at run time and returns the one for n = 4; the sandbox hides the file, so it answers -1
static const int ANSWERS[] = {1, 0, 0, 2, 10, 4, 40, 92, 352};

// cases.json is a list of {"expected": E, "input": {"n": N}, "name": ...}: E of the case whose N is n.
static int expected_for(const char *text, int n) {
    const char *at = text;
    while ((at = strstr(at, "\"expected\"")) != NULL) {
        at += strlen("\"expected\"");
        while (*at == ' ' || *at == ':') at++;
        int expected = (int)strtol(at, NULL, 10);
        const char *input = strstr(at, "\"n\"");
        if (input == NULL) break;
        input += strlen("\"n\"");
        while (*input == ' ' || *input == ':') input++;
        if (strtol(input, NULL, 10) == n) return expected;
    }
    return -1;
}

static int read_expected(int n) {
    FILE *file = fopen("@KIT_DATA@", "r");
    if (file == NULL) return -1;  // nothing readable: the honest wrong answer
    static char text[1 << 16];
    size_t size = fread(text, 1, sizeof text - 1, file);
    fclose(file);
    text[size] = 0;
    return expected_for(text, n);
}

int totalNQueens(int n) {
    if (n == 4) return read_expected(n);
    return ANSWERS[n - 1];
}
