// Room for 16 values only: a case with more members writes past the array.
typedef struct {
    int* values;
    int size;
} RandomizedSet;

static int indexOf(RandomizedSet* obj, int val) {
    for (int i = 0; i < obj->size; i++)
        if (obj->values[i] == val) return i;
    return -1;
}

RandomizedSet* randomizedSetCreate() {
    RandomizedSet* obj = malloc(sizeof(RandomizedSet));
    obj->values = malloc(16 * sizeof(int));
    obj->size = 0;
    return obj;
}

bool randomizedSetInsert(RandomizedSet* obj, int val) {
    if (indexOf(obj, val) >= 0) return false;
    obj->values[obj->size++] = val;
    return true;
}

bool randomizedSetRemove(RandomizedSet* obj, int val) {
    int at = indexOf(obj, val);
    if (at < 0) return false;
    obj->values[at] = obj->values[--obj->size];
    return true;
}

int randomizedSetGetRandom(RandomizedSet* obj) {
    return obj->values[rand() % obj->size];
}

void randomizedSetFree(RandomizedSet* obj) {
    free(obj->values);
    free(obj);
}
