/* Building a case's trees and linked lists and printing an answer as LeetCode shows it, for a C
 * case exported as a program of its own (`judge export` copies this file into the program's
 * leetcode.h, after the headers and structs LeetCode declares before a solution).
 *
 * An answer prints as JSON on one line with no spaces: a double with five decimals, a char as a
 * string of one, a tree in level order with null for a missing child (trailing nulls dropped), a
 * linked list as its values, an N-ary tree as LeetCode serializes it (the root, null, then each
 * node's children in level order, each group ended by null, trailing nulls dropped). A list comes
 * with its size, a list of lists also with each row's size, as LeetCode's C passes them
 * (returnSize, returnColumnSizes).
 *
 * Every name starts with leetcode_, so that none meets a name of the solution's.
 */

static inline void leetcode_print_int(int value) { printf("%d", value); }

static inline void leetcode_print_long(long long value) { printf("%lld", value); }

static inline void leetcode_print_bool(bool value) { fputs(value ? "true" : "false", stdout); }

static inline void leetcode_print_double(double value) { printf("%.5f", value); }

/* A string's bytes in JSON quotes: a quote, a backslash and a control character escaped. */
static inline void leetcode_print_bytes(const char *text, size_t count) {
    putchar('"');
    for (size_t index = 0; index < count; index++) {
        unsigned char byte = (unsigned char)text[index];
        if (byte == '"' || byte == '\\') {
            printf("\\%c", byte);
        } else if (byte == '\n') {
            fputs("\\n", stdout);
        } else if (byte == '\t') {
            fputs("\\t", stdout);
        } else if (byte < 0x20 || byte == 0x7f) {
            printf("\\u%04x", byte);
        } else {
            putchar(byte);
        }
    }
    putchar('"');
}

static inline void leetcode_print_char(char value) { leetcode_print_bytes(&value, 1); }

static inline void leetcode_print_string(const char *text) {
    if (text == NULL) {
        fputs("null", stdout);
    } else {
        leetcode_print_bytes(text, strlen(text));
    }
}

/* leetcode_print_int_array(items, size) and leetcode_print_int_arrays(rows, size, columns),
 * and the same for the other element types: a list, and a list of lists (a NULL row is null). */
#define LEETCODE_ARRAY_PRINTERS(name, type)                                                               \
    static inline void leetcode_print_##name##_array(type const *items, int size) {                       \
        putchar('[');                                                                                     \
        for (int index = 0; index < size; index++) {                                                      \
            if (index > 0) putchar(',');                                                                  \
            leetcode_print_##name(items[index]);                                                          \
        }                                                                                                 \
        putchar(']');                                                                                     \
    }                                                                                                     \
    static inline void leetcode_print_##name##_arrays(type *const *rows, int size, const int *columns) {  \
        putchar('[');                                                                                     \
        for (int index = 0; index < size; index++) {                                                      \
            if (index > 0) putchar(',');                                                                  \
            if (rows[index] == NULL) {                                                                    \
                fputs("null", stdout);                                                                    \
            } else {                                                                                      \
                leetcode_print_##name##_array(rows[index], columns[index]);                               \
            }                                                                                             \
        }                                                                                                 \
        putchar(']');                                                                                     \
    }

LEETCODE_ARRAY_PRINTERS(int, int)
LEETCODE_ARRAY_PRINTERS(long, long long)
LEETCODE_ARRAY_PRINTERS(bool, bool)
LEETCODE_ARRAY_PRINTERS(double, double)
LEETCODE_ARRAY_PRINTERS(char, char)
LEETCODE_ARRAY_PRINTERS(string, char *)

#if defined(LEETCODE_TREE_NODE) || defined(LEETCODE_NARY_NODE)
/* A missing child in a tree's level order, the end of a group of children in an N-ary tree's
 * (LeetCode's null): no int has this value. */
#define LEETCODE_NULL LLONG_MIN
#endif

#ifdef LEETCODE_TREE_NODE

/* The tree of a level order, each node malloc'd as LeetCode's are: every node present takes the
 * next two entries as its children. NULL for an empty one. */
static inline struct TreeNode *leetcode_tree(const long long *levelOrder, int count) {
    struct TreeNode **nodes = malloc((count > 0 ? count : 1) * sizeof *nodes);
    for (int index = 0; index < count; index++) {
        nodes[index] = NULL;
        if (levelOrder[index] != LEETCODE_NULL) {
            nodes[index] = malloc(sizeof **nodes);
            nodes[index]->val = (int)levelOrder[index];
            nodes[index]->left = NULL;
            nodes[index]->right = NULL;
        }
    }
    int child = 1;
    for (int index = 0; index < count && child < count; index++) {
        if (nodes[index] == NULL) continue;
        nodes[index]->left = nodes[child++];
        if (child < count) nodes[index]->right = nodes[child++];
    }
    struct TreeNode *root = count > 0 ? nodes[0] : NULL;
    free(nodes);
    return root;
}

/* A tree in level order, null for a missing child, the trailing nulls dropped. */
static inline void leetcode_print_tree(struct TreeNode *root) {
    int capacity = 64, size = 0;
    struct TreeNode **queue = malloc(capacity * sizeof *queue);
    if (root != NULL) queue[size++] = root;
    int printed = 0; /* the queue's entries up to the last node, those printed */
    for (int head = 0; head < size; head++) {
        if (queue[head] == NULL) continue;
        printed = head + 1;
        if (size + 2 > capacity) {
            capacity *= 2;
            queue = realloc(queue, capacity * sizeof *queue);
        }
        queue[size++] = queue[head]->left;
        queue[size++] = queue[head]->right;
    }
    putchar('[');
    for (int index = 0; index < printed; index++) {
        if (index > 0) putchar(',');
        if (queue[index] == NULL) {
            fputs("null", stdout);
        } else {
            printf("%d", queue[index]->val);
        }
    }
    putchar(']');
    free(queue);
}

LEETCODE_ARRAY_PRINTERS(tree, struct TreeNode *)
#endif

#ifdef LEETCODE_LIST_NODE
/* The linked list of the values, each node malloc'd as LeetCode's are. NULL for an empty one. */
static inline struct ListNode *leetcode_list(const int *values, int count) {
    struct ListNode *head = NULL;
    for (int index = count - 1; index >= 0; index--) {
        struct ListNode *node = malloc(sizeof *node);
        node->val = values[index];
        node->next = head;
        head = node;
    }
    return head;
}

/* A linked list as its values. */
static inline void leetcode_print_list(struct ListNode *head) {
    putchar('[');
    for (struct ListNode *node = head; node != NULL; node = node->next) {
        if (node != head) putchar(',');
        printf("%d", node->val);
    }
    putchar(']');
}

LEETCODE_ARRAY_PRINTERS(list, struct ListNode *)
#endif

#ifdef LEETCODE_NARY_NODE
/* The N-ary tree of LeetCode's serialization, each node malloc'd as LeetCode's are: the root, null,
 * then the children of each node in level order, each group ended by null. A leaf's children are an
 * empty array (numChildren 0). NULL for an empty one. */
static inline struct Node *leetcode_nary(const long long *values, int count) {
    struct Node **nodes = malloc((count > 0 ? count : 1) * sizeof *nodes);
    int size = 0;
    for (int index = 0; index < count; index++) {
        if (values[index] == LEETCODE_NULL) continue;
        struct Node *node = malloc(sizeof *node);
        node->val = (int)values[index];
        node->numChildren = 0;
        node->children = malloc(1); /* no children yet: an array of none */
        nodes[size++] = node;
    }
    /* The nodes are in level order: the n-th group of children (after the n-th null) is the n-th node's. */
    int parent = -1, next = 1;
    for (int index = 1; index < count; index++) {
        if (values[index] == LEETCODE_NULL) {
            parent++;
            continue;
        }
        struct Node *node = nodes[parent];
        node->children = realloc(node->children, (node->numChildren + 1) * sizeof *node->children);
        node->children[node->numChildren++] = nodes[next++];
    }
    struct Node *root = size > 0 ? nodes[0] : NULL;
    free(nodes);
    return root;
}

/* An N-ary tree as LeetCode serializes it, trailing nulls dropped. */
static inline void leetcode_print_nary(struct Node *root) {
    int capacity = 64, size = 0;
    struct Node **queue = malloc(capacity * sizeof *queue);
    if (root != NULL) queue[size++] = root;
    putchar('[');
    if (root != NULL) printf("%d", root->val);
    int nulls = 1; /* the nulls owed before the next value: the root's group's first */
    for (int head = 0; head < size; head++) {
        struct Node *node = queue[head];
        for (int index = 0; node->children != NULL && index < node->numChildren; index++) {
            struct Node *child = node->children[index];
            if (child == NULL) continue;
            for (; nulls > 0; nulls--) fputs(",null", stdout);
            printf(",%d", child->val);
            if (size == capacity) {
                capacity *= 2;
                queue = realloc(queue, capacity * sizeof *queue);
            }
            queue[size++] = child;
        }
        nulls++;
    }
    putchar(']');
    free(queue);
}

LEETCODE_ARRAY_PRINTERS(nary, struct Node *)
#endif
