/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
/** Encodes a tree to a single string. */
char* serialize(struct TreeNode* root) {
    int capacity = 16, count = 0, head = 0;
    struct TreeNode** queue = malloc(capacity * sizeof *queue);
    queue[count++] = root;
    while (head < count) {
        struct TreeNode* node = queue[head++];
        if (!node) continue;
        if (count + 2 > capacity) {
            capacity *= 2;
            queue = realloc(queue, capacity * sizeof *queue);
        }
        queue[count++] = node->left;
        queue[count++] = node->right;
    }
    // Each slot: a sign, ten digits and a comma at most.
    char* data = malloc(count * 12 + 1);
    int length = 0;
    for (int i = 0; i < count; i++) {
        if (queue[i]) {
            length += sprintf(data + length, "%d,", queue[i]->val);
        } else {
            data[length++] = '#';
            data[length++] = ',';
        }
    }
    data[length] = '\0';
    free(queue);
    return data;
}

/** Decodes your encoded data to tree. */
struct TreeNode* deserialize(char* data) {
    char* at = data;
    if (*at == '#') return NULL;
    int capacity = 16, count = 0, head = 0;
    struct TreeNode** queue = malloc(capacity * sizeof *queue);
    struct TreeNode* root = malloc(sizeof *root);
    root->val = (int)strtol(at, &at, 10);
    root->left = root->right = NULL;
    at++;
    queue[count++] = root;
    while (head < count) {
        struct TreeNode* node = queue[head++];
        struct TreeNode** sides[2] = {&node->left, &node->right};
        for (int side = 0; side < 2; side++) {
            if (*at == '#') {
                at += 2;
                continue;
            }
            struct TreeNode* child = malloc(sizeof *child);
            child->val = (int)strtol(at, &at, 10);
            child->left = child->right = NULL;
            at++;
            *sides[side] = child;
            if (count == capacity) {
                capacity *= 2;
                queue = realloc(queue, capacity * sizeof *queue);
            }
            queue[count++] = child;
        }
    }
    free(queue);
    return root;
}

// Your functions will be called as such:
// char* data = serialize(root);
// deserialize(data);
