// An open-addressing table of value -> index into the array of values, with
// tombstones for removed entries; values range over [-2^31, 2^31 - 1], so a
// slot's state is kept beside it.
#define SLOTS (1 << 19)

enum { EMPTY, USED, GONE };

typedef struct {
    int values[200001];
    int size;
    int keys[SLOTS], index[SLOTS];
    char state[SLOTS];
} RandomizedSet;

static unsigned slotOf(int val) {
    return ((unsigned)val * 2654435761u) & (SLOTS - 1);
}

// The slot holding val, or -1.
static int find(RandomizedSet* obj, int val) {
    for (unsigned s = slotOf(val);; s = (s + 1) & (SLOTS - 1)) {
        if (obj->state[s] == EMPTY) return -1;
        if (obj->state[s] == USED && obj->keys[s] == val) return (int)s;
    }
}

RandomizedSet* randomizedSetCreate() {
    return calloc(1, sizeof(RandomizedSet));
}

bool randomizedSetInsert(RandomizedSet* obj, int val) {
    if (find(obj, val) >= 0) return false;
    unsigned s = slotOf(val);
    while (obj->state[s] == USED) s = (s + 1) & (SLOTS - 1);
    obj->state[s] = USED;
    obj->keys[s] = val;
    obj->index[s] = obj->size;
    obj->values[obj->size++] = val;
    return true;
}

bool randomizedSetRemove(RandomizedSet* obj, int val) {
    int s = find(obj, val);
    if (s < 0) return false;
    int at = obj->index[s], last = obj->values[--obj->size];
    obj->state[s] = GONE;
    if (at < obj->size) {
        obj->values[at] = last;
        obj->index[find(obj, last)] = at;
    }
    return true;
}

int randomizedSetGetRandom(RandomizedSet* obj) {
    return obj->values[rand() % obj->size];
}

void randomizedSetFree(RandomizedSet* obj) {
    free(obj);
}
