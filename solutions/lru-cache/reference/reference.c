/*
 * Reference solution for LeetCode 146, "LRU Cache", in C.
 *
 * Idea: keys are at most 10^4, so a table indexed by the key itself says where each held key's
 * node is (or -1). The nodes live in one array of capacity + 1 slots, slot 0 the sentinel of a
 * circular doubly linked list of slot numbers, in order of use: the sentinel's next is the least
 * recently used, its prev the newest. A use unlinks the node and links it again before the
 * sentinel; a new key takes the next free slot, or in a full cache the oldest node's slot after
 * its key is cleared from the table.
 *
 * Cost: O(1) per call; O(capacity + 10^4) space.
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
        slot = obj->next[0];
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

/**
 * Your LRUCache struct will be instantiated and called as such:
 * LRUCache* obj = lRUCacheCreate(capacity);
 * int param_1 = lRUCacheGet(obj, key);
 
 * lRUCachePut(obj, key, value);
 
 * lRUCacheFree(obj);
*/
