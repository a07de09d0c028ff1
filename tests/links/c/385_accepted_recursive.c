// Recursive descent: a list reads its items until its closing bracket.
static struct NestedInteger* parse(char** at) {
    struct NestedInteger* result = NestedIntegerInit();
    if (**at != '[') {
        NestedIntegerSetInteger(result, (int)strtol(*at, at, 10));
        return result;
    }
    (*at)++;
    while (**at != ']') {
        NestedIntegerAdd(result, parse(at));
        if (**at == ',') (*at)++;
    }
    (*at)++;
    return result;
}

struct NestedInteger* deserialize(char* s) {
    return parse(&s);
}
