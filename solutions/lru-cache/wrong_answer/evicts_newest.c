/*
 * LRU Cache (LeetCode 146), WRONG ANSWER: a full cache reuses the newest slot, not the oldest.
 *
 * Idea: a key-indexed table of slots and a circular list of slots in order of use, as
 * reference.c, but a new key in a full cache takes the slot before the sentinel (the most
 * recently used) instead of the one after it (the least recently used). The oldest keys stay for
 * ever: in the example, put(3, 3) throws out 1, which get(1) had just used, and keeps 2.
 *
 * Cost: O(1) per call.
 */
#define MAX_KEY 10000

typedef struct {
    int capacity, used;
    int *keys, *values, *prev, *next;
    int slot_of[MAX_KEY + 1];
} LRUCache;

static void unlink_slot(LRUCache* obj, int slot) {
    obj->next[obj->prev[slot]] = obj->next[slot];
    obj->prev[obj->next[slot]] = obj->prev[slot];
}

static void link_last(LRUCache* obj, int slot) {
    int last = obj->prev[0];
    obj->next[last] = slot;
    obj->prev[slot] = last;
    obj->next[slot] = 0;
    obj->prev[0] = slot;
}

LRUCache* lRUCacheCreate(int capacity) {
    LRUCache* obj = malloc(sizeof(LRUCache));
    obj->capacity = capacity;
    obj->used = 0;
    obj->keys = malloc(sizeof(int) * (capacity + 1));
    obj->values = malloc(sizeof(int) * (capacity + 1));
    obj->prev = malloc(sizeof(int) * (capacity + 1));
    obj->next = malloc(sizeof(int) * (capacity + 1));
    obj->prev[0] = obj->next[0] = 0;
    for (int key = 0; key <= MAX_KEY; key++) obj->slot_of[key] = -1;
    return obj;
}

int lRUCacheGet(LRUCache* obj, int key) {
    int slot = obj->slot_of[key];
    if (slot < 0) return -1;
    unlink_slot(obj, slot);
    link_last(obj, slot);
    return obj->values[slot];
}

void lRUCachePut(LRUCache* obj, int key, int value) {
    int slot = obj->slot_of[key];
    if (slot >= 0) {
        unlink_slot(obj, slot);
    } else if (obj->used < obj->capacity) {
        slot = ++obj->used;
    } else {
        slot = obj->prev[0];  /* the newest; the oldest is obj->next[0] */
        unlink_slot(obj, slot);
        obj->slot_of[obj->keys[slot]] = -1;
    }
    obj->keys[slot] = key;
    obj->values[slot] = value;
    obj->slot_of[key] = slot;
    link_last(obj, slot);
}

void lRUCacheFree(LRUCache* obj) {
    free(obj->keys);
    free(obj->values);
    free(obj->prev);
    free(obj->next);
    free(obj);
}
