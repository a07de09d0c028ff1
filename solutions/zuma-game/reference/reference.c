/*
 * Reference solution for LeetCode 488, "Zuma Game", in C.
 *
 * Idea: breadth-first search over (row, hand) states, the hand kept sorted, each state visited
 * once: the first empty row is reached with the fewest balls. From a state, one ball of each
 * distinct colour goes into the places that can matter: before a ball of its own colour
 * (never just after one: that is the same row), or between two equal balls of another colour,
 * splitting the pair so that each half can be completed later ("RRWWRRBBRR" with "WB" needs
 * it). After an insertion the row collapses: runs of three or more vanish, in chains.
 * States seen are kept in an open-addressing hash set of "row|hand" keys.
 *
 * Cost: the states are the rows reachable from a row of at most 16 balls with a hand of at
 * most 5; each is expanded in O(|hand| * |row|^2).
 */

#define KEY 32 /* a row of at most 16 + 5 balls, '|', a hand of at most 5, '\0' */

struct state {
    char row[KEY];
    char hand[8];
};

struct set {
    char (*keys)[KEY];
    int capacity, count;
};

static unsigned long hashKey(const char *key) {
    unsigned long h = 5381;
    while (*key) h = h * 33 + (unsigned char)*key++;
    return h;
}

/* Adds the key; false when it was there already. */
static bool add(struct set *s, const char *key);

static void grow(struct set *s) {
    struct set bigger = {calloc(s->capacity * 2, KEY), s->capacity * 2, 0};
    for (int i = 0; i < s->capacity; i++) {
        if (s->keys[i][0]) add(&bigger, s->keys[i]);
    }
    free(s->keys);
    *s = bigger;
}

static bool add(struct set *s, const char *key) {
    if (2 * (s->count + 1) > s->capacity) grow(s);
    int i = hashKey(key) & (s->capacity - 1);
    while (s->keys[i][0]) {
        if (strcmp(s->keys[i], key) == 0) return false;
        i = (i + 1) & (s->capacity - 1);
    }
    strcpy(s->keys[i], key);
    s->count++;
    return true;
}

/* Removes every run of three or more balls of one colour, and the runs those removals join. */
static void collapse(char *row) {
    char ball[KEY];
    int count[KEY], runs = 0;
    for (char *at = row; *at; at++) {
        while (runs > 0 && ball[runs - 1] != *at && count[runs - 1] >= 3) runs--;
        if (runs > 0 && ball[runs - 1] == *at) {
            count[runs - 1]++;
        } else {
            ball[runs] = *at;
            count[runs++] = 1;
        }
    }
    if (runs > 0 && count[runs - 1] >= 3) runs--;
    for (int r = 0; r < runs; r++) {
        for (int k = 0; k < count[r]; k++) *row++ = ball[r];
    }
    *row = '\0';
}

static int byColour(const void *a, const void *b) { return *(const char *)a - *(const char *)b; }

int findMinStep(char* board, char* hand) {
    int capacity = 1024, tail = 0;
    struct state *queue = malloc(sizeof(struct state) * capacity);
    struct set seen = {calloc(1024, KEY), 1024, 0};
    char key[2 * KEY];
    strcpy(queue[0].row, board);
    strcpy(queue[0].hand, hand);
    qsort(queue[0].hand, strlen(hand), 1, byColour);
    snprintf(key, sizeof key, "%s|%s", queue[0].row, queue[0].hand);
    add(&seen, key);
    tail = 1;
    int answer = -1;
    for (int head = 0, step = 1; head < tail && answer < 0; step++) {
        for (int end = tail; head < end && answer < 0; head++) {
            struct state current = queue[head];
            int length = strlen(current.row), balls = strlen(current.hand);
            for (int j = 0; j < balls && answer < 0; j++) {
                if (j > 0 && current.hand[j] == current.hand[j - 1]) continue; /* the same colour again */
                char ball = current.hand[j];
                for (int i = 0; i <= length; i++) {
                    if (i > 0 && current.row[i - 1] == ball) continue;
                    bool useful = (i < length && current.row[i] == ball) ||
                                  (i > 0 && i < length && current.row[i - 1] == current.row[i] && current.row[i] != ball);
                    if (!useful) continue;
                    struct state next;
                    memcpy(next.row, current.row, i);
                    next.row[i] = ball;
                    strcpy(next.row + i + 1, current.row + i);
                    collapse(next.row);
                    if (next.row[0] == '\0') {
                        answer = step;
                        break;
                    }
                    memcpy(next.hand, current.hand, j);
                    strcpy(next.hand + j, current.hand + j + 1);
                    snprintf(key, sizeof key, "%s|%s", next.row, next.hand);
                    if (!add(&seen, key)) continue;
                    if (tail == capacity) {
                        capacity *= 2;
                        queue = realloc(queue, sizeof(struct state) * capacity);
                    }
                    queue[tail++] = next;
                }
            }
        }
    }
    free(queue);
    free(seen.keys);
    return answer;
}
