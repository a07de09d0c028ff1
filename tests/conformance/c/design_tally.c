typedef struct {
    long long sum;
    int* added;
    int count;
    int capacity;
} Tally;


Tally* tallyCreate(int start) {
    Tally* obj = malloc(sizeof(Tally));
    obj->sum = start;
    obj->added = NULL;
    obj->count = 0;
    obj->capacity = 0;
    return obj;
}

void tallyAdd(Tally* obj, int x) {
    obj->sum += x;
    if (obj->count == obj->capacity) {
        obj->capacity = obj->capacity ? 2 * obj->capacity : 8;
        obj->added = realloc(obj->added, obj->capacity * sizeof(int));
    }
    obj->added[obj->count++] = x;
}

int tallyTotal(Tally* obj) {
    return (int)obj->sum;
}

bool tallyHas(Tally* obj, int x) {
    for (int i = 0; i < obj->count; i++) {
        if (obj->added[i] == x) return true;
    }
    return false;
}

char* tallyLabel(Tally* obj, char* s) {
    char* text = malloc(strlen(s) + 32);
    sprintf(text, "%s:%lld", s, obj->sum);
    return text;
}

int* tallyRecent(Tally* obj, int k, int* retSize) {
    int size = k < obj->count ? k : obj->count;
    int* latest = malloc(sizeof(int) * (size ? size : 1));
    for (int i = 0; i < size; i++) latest[i] = obj->added[obj->count - 1 - i];
    *retSize = size;
    return latest;
}

int tallyTake(Tally* obj, int x) {
    if (x > obj->sum) abort();
    obj->sum -= x;
    return (int)obj->sum;
}

void tallyFree(Tally* obj) {
    free(obj->added);
    free(obj);
}

/**
 * Your Tally struct will be instantiated and called as such:
 * Tally* obj = tallyCreate(start);
 * tallyAdd(obj, x);
 
 * int param_2 = tallyTotal(obj);
 
 * tallyFree(obj);
*/
