/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
typedef struct {
    struct TreeNode** stack;
    int size;
    int capacity;
} Walker;

static void descend(Walker* obj, struct TreeNode* node) {
    for (; node; node = node->left) {
        if (obj->size == obj->capacity) {
            obj->capacity = obj->capacity ? 2 * obj->capacity : 16;
            obj->stack = realloc(obj->stack, obj->capacity * sizeof(struct TreeNode*));
        }
        obj->stack[obj->size++] = node;
    }
}

Walker* walkerCreate(struct TreeNode* root) {
    Walker* obj = calloc(1, sizeof(Walker));
    descend(obj, root);
    return obj;
}

int walkerNext(Walker* obj) {
    struct TreeNode* node = obj->stack[--obj->size];
    descend(obj, node->right);
    return node->val;
}

bool walkerHasNext(Walker* obj) {
    return obj->size > 0;
}

void walkerFree(Walker* obj) {
    free(obj->stack);
    free(obj);
}
