// The values in an array; uthash maps each value to its index there, so a
// removal moves the last value into the hole.
struct Where {
    int val;
    int at;
    UT_hash_handle hh;
};

typedef struct {
    int* values;
    int size, capacity;
    struct Where* where;
} RandomizedSet;

RandomizedSet* randomizedSetCreate() {
    return calloc(1, sizeof(RandomizedSet));
}

bool randomizedSetInsert(RandomizedSet* obj, int val) {
    struct Where* found;
    HASH_FIND_INT(obj->where, &val, found);
    if (found) return false;
    if (obj->size == obj->capacity) {
        obj->capacity = obj->capacity ? obj->capacity * 2 : 16;
        obj->values = realloc(obj->values, obj->capacity * sizeof(int));
    }
    found = malloc(sizeof *found);
    found->val = val;
    found->at = obj->size;
    HASH_ADD_INT(obj->where, val, found);
    obj->values[obj->size++] = val;
    return true;
}

bool randomizedSetRemove(RandomizedSet* obj, int val) {
    struct Where* found;
    HASH_FIND_INT(obj->where, &val, found);
    if (!found) return false;
    int at = found->at, last = obj->values[--obj->size];
    HASH_DEL(obj->where, found);
    free(found);
    if (at < obj->size) {
        obj->values[at] = last;
        HASH_FIND_INT(obj->where, &last, found);
        found->at = at;
    }
    return true;
}

int randomizedSetGetRandom(RandomizedSet* obj) {
    return obj->values[rand() % obj->size];
}

void randomizedSetFree(RandomizedSet* obj) {
    struct Where *entry, *next;
    HASH_ITER(hh, obj->where, entry, next) {
        HASH_DEL(obj->where, entry);
        free(entry);
    }
    free(obj->values);
    free(obj);
}

/**
 * Your RandomizedSet struct will be instantiated and called as such:
 * RandomizedSet* obj = randomizedSetCreate();
 * bool param_1 = randomizedSetInsert(obj, val);
 
 * bool param_2 = randomizedSetRemove(obj, val);
 
 * int param_3 = randomizedSetGetRandom(obj);
 
 * randomizedSetFree(obj);
*/
