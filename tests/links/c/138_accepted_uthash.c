/**
 * Definition for a Node.
 * struct Node {
 *     int val;
 *     struct Node *next;
 *     struct Node *random;
 * };
 */

struct Entry {
    struct Node* key;
    struct Node* copy;
    UT_hash_handle hh;
};

static struct Node* copyOf(struct Entry** map, struct Node* node) {
    if (!node) return NULL;
    struct Entry* e;
    HASH_FIND_PTR(*map, &node, e);
    if (e) return e->copy;
    e = malloc(sizeof(struct Entry));
    e->key = node;
    e->copy = malloc(sizeof(struct Node));
    e->copy->val = node->val;
    e->copy->next = NULL;
    e->copy->random = NULL;
    HASH_ADD_PTR(*map, key, e);
    return e->copy;
}

struct Node* copyRandomList(struct Node* head) {
    struct Entry* map = NULL;
    for (struct Node* p = head; p; p = p->next) {
        struct Node* c = copyOf(&map, p);
        c->next = copyOf(&map, p->next);
        c->random = copyOf(&map, p->random);
    }
    struct Node* result = copyOf(&map, head);
    struct Entry *e, *tmp;
    HASH_ITER(hh, map, e, tmp) {
        HASH_DEL(map, e);
        free(e);
    }
    return result;
}
