/* The judge's side of a C or C++ submission: the protocol of judge/execution/protocol.py (JSON lines
 * on two descriptors), a small JSON reader for the arguments and a writer for answers.
 *
 * Included by the generated main file before the user's code; every name starts with judge_ so
 * that it cannot meet a name of the submission. The glue that calls the user's function, generated
 * from the signature, is judge_case(): it reads the arguments from a judge_cursor and writes the
 * answer (or an error's fields) into a judge_buffer.
 */
#ifndef JUDGE_NATIVE_HARNESS_H
#define JUDGE_NATIVE_HARNESS_H

#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

/* The few POSIX calls the harness makes, declared under judge_ names bound to the C library's own
 * symbols (an asm label), not by <unistd.h> and <dlfcn.h>: those would declare read, write, link,
 * unlink, sleep, pipe... in the user's file too, which LeetCode's C does not include, and a helper
 * of the user's named link would not compile. Linux's values of the two dlopen flags. */
extern ssize_t judge_read(int fd, void *data, size_t size) __asm__("read");
extern ssize_t judge_write(int fd, const void *data, size_t size) __asm__("write");
extern void judge_exit_now(int status) __asm__("_exit") __attribute__((noreturn));
extern void *judge_dlopen(const char *file, int mode) __asm__("dlopen");
extern void *judge_dlsym(void *handle, const char *name) __asm__("dlsym");
#define JUDGE_RTLD_NOW 0x2
#define JUDGE_RTLD_NOLOAD 0x4

typedef struct {
    char *data;
    size_t size;
    size_t capacity;
} judge_buffer;

typedef struct {
    const char *at;
    const char *end;
} judge_cursor;

static void judge_die(const char *why) {
    fprintf(stderr, "judge harness: %s\n", why);
    judge_exit_now(70);
}

static void judge_reserve(judge_buffer *buffer, size_t more) {
    if (buffer->size + more <= buffer->capacity) return;
    size_t capacity = buffer->capacity ? buffer->capacity : 4096;
    while (capacity < buffer->size + more) capacity *= 2;
    char *grown = (char *)realloc(buffer->data, capacity);
    if (!grown) judge_die("out of memory while writing the answer");
    buffer->data = grown;
    buffer->capacity = capacity;
}

static void judge_put_bytes(judge_buffer *buffer, const char *bytes, size_t count) {
    judge_reserve(buffer, count);
    memcpy(buffer->data + buffer->size, bytes, count);
    buffer->size += count;
}

static void judge_put_text(judge_buffer *buffer, const char *text) { judge_put_bytes(buffer, text, strlen(text)); }

/* One byte, as a list's separators are written: no strlen, no memcpy call. */
static void judge_put_byte(judge_buffer *buffer, char byte) {
    if (buffer->size == buffer->capacity) judge_reserve(buffer, 1);
    buffer->data[buffer->size++] = byte;
}

/* The decimal digits written in place: snprintf, through the sanitizers' interceptor, was about half
 * the time of writing a tree or a list of 10^4 nodes. */
static void judge_put_long(judge_buffer *buffer, long long value) {
    unsigned long long magnitude = value < 0 ? 0ull - (unsigned long long)value : (unsigned long long)value;
    size_t count = 1;
    for (unsigned long long rest = magnitude; rest >= 10; rest /= 10) count++;
    judge_reserve(buffer, count + 1);
    if (value < 0) buffer->data[buffer->size++] = '-';
    char *digit = buffer->data + buffer->size + count; /* the digits from the last */
    do *--digit = (char)('0' + magnitude % 10);
    while (magnitude /= 10);
    buffer->size += count;
}

static void judge_put_double(judge_buffer *buffer, double value) {
    char digits[40];
    if (value != value) {
        judge_put_text(buffer, "{\"$type\":\"float\",\"repr\":\"nan\"}");
    } else if (value > 1.7976931348623157e308 || value < -1.7976931348623157e308) {
        judge_put_text(buffer, value > 0 ? "{\"$type\":\"float\",\"repr\":\"inf\"}" : "{\"$type\":\"float\",\"repr\":\"-inf\"}");
    } else {
        int count = snprintf(digits, sizeof digits, "%.17g", value);
        judge_put_bytes(buffer, digits, (size_t)count);
        if (!strpbrk(digits, ".eE")) judge_put_text(buffer, ".0");
    }
}

static void judge_put_bool(judge_buffer *buffer, bool value) { judge_put_text(buffer, value ? "true" : "false"); }

/* A JSON string of count bytes; bytes that are not valid UTF-8 become U+FFFD. */
static void judge_put_string_bytes(judge_buffer *buffer, const char *text, size_t count) {
    static const char hex[] = "0123456789abcdef";
    judge_put_bytes(buffer, "\"", 1);
    for (size_t index = 0; index < count; index++) {
        unsigned char byte = (unsigned char)text[index];
        if (byte == '"' || byte == '\\') {
            char escaped[2] = {'\\', (char)byte};
            judge_put_bytes(buffer, escaped, 2);
        } else if (byte < 0x20 || byte == 0x7f) {
            char escaped[6] = {'\\', 'u', '0', '0', hex[byte >> 4], hex[byte & 15]};
            judge_put_bytes(buffer, escaped, 6);
        } else if (byte < 0x80) {
            judge_put_bytes(buffer, (const char *)&byte, 1);
        } else {
            size_t length = byte >= 0xf0 && byte < 0xf5 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc2 && byte < 0xe0 ? 2 : 0;
            bool valid = length > 0 && index + length <= count;
            for (size_t next = 1; valid && next < length; next++) valid = ((unsigned char)text[index + next] & 0xc0) == 0x80;
            if (valid) {
                judge_put_bytes(buffer, text + index, length);
                index += length - 1;
            } else {
                judge_put_text(buffer, "\\ufffd");
            }
        }
    }
    judge_put_bytes(buffer, "\"", 1);
}

/* A char: a one-character JSON string, never its code. */
static void judge_put_char(judge_buffer *buffer, char value) { judge_put_string_bytes(buffer, &value, 1); }

static void judge_put_string(judge_buffer *buffer, const char *text) {
    if (!text) {
        judge_put_text(buffer, "null");
        return;
    }
    judge_put_string_bytes(buffer, text, strlen(text));
}

/* --- reading the arguments ------------------------------------------------------------------ */

static void judge_skip_space(judge_cursor *cursor) {
    while (cursor->at < cursor->end && (*cursor->at == ' ' || *cursor->at == '\t' || *cursor->at == '\r' || *cursor->at == '\n'))
        cursor->at++;
}

static void judge_expect(judge_cursor *cursor, char wanted) {
    judge_skip_space(cursor);
    if (cursor->at >= cursor->end || *cursor->at != wanted) judge_die("malformed arguments from the judge");
    cursor->at++;
}

/* Whether another item follows in a list being read (consumes the ',' or the closing ']'). */
static bool judge_more(judge_cursor *cursor, bool first) {
    judge_skip_space(cursor);
    if (cursor->at < cursor->end && *cursor->at == ']') {
        cursor->at++;
        return false;
    }
    if (!first) judge_expect(cursor, ',');
    return true;
}

/* An integer as strtoll reads it in base 10 (a sign, then digits; out of range is malformed), by
 * hand: strtoll, through the sanitizers' interceptor, was a tenth of the time of reading 10^4 nodes. */
static long long judge_get_long(judge_cursor *cursor) {
    judge_skip_space(cursor);
    const char *at = cursor->at;
    bool negative = at < cursor->end && *at == '-';
    if (at < cursor->end && (*at == '-' || *at == '+')) at++;
    const char *digits = at;
    unsigned long long most = negative ? (unsigned long long)LLONG_MAX + 1 : (unsigned long long)LLONG_MAX;
    unsigned long long magnitude = 0;
    for (; at < cursor->end && *at >= '0' && *at <= '9'; at++) {
        unsigned digit = (unsigned)(*at - '0');
        if (magnitude > (most - digit) / 10) judge_die("malformed integer from the judge");
        magnitude = magnitude * 10 + digit;
    }
    if (at == digits) judge_die("malformed integer from the judge");
    cursor->at = at;
    if (!negative || !magnitude) return (long long)magnitude;
    return -(long long)(magnitude - 1) - 1; /* LLONG_MIN's magnitude is no long long */
}

static double judge_get_double(judge_cursor *cursor) {
    judge_skip_space(cursor);
    char *stop = NULL;
    double value = strtod(cursor->at, &stop);
    if (stop == cursor->at) judge_die("malformed number from the judge");
    cursor->at = stop;
    return value;
}

static bool judge_get_bool(judge_cursor *cursor) {
    judge_skip_space(cursor);
    if (cursor->end - cursor->at >= 4 && !strncmp(cursor->at, "true", 4)) {
        cursor->at += 4;
        return true;
    }
    if (cursor->end - cursor->at >= 5 && !strncmp(cursor->at, "false", 5)) {
        cursor->at += 5;
        return false;
    }
    judge_die("malformed boolean from the judge");
    return false;
}

static void judge_put_utf8(char **out, unsigned long code) {
    unsigned char *to = (unsigned char *)*out;
    if (code < 0x80) {
        *to++ = (unsigned char)code;
    } else if (code < 0x800) {
        *to++ = (unsigned char)(0xc0 | (code >> 6));
        *to++ = (unsigned char)(0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
        *to++ = (unsigned char)(0xe0 | (code >> 12));
        *to++ = (unsigned char)(0x80 | ((code >> 6) & 0x3f));
        *to++ = (unsigned char)(0x80 | (code & 0x3f));
    } else {
        *to++ = (unsigned char)(0xf0 | (code >> 18));
        *to++ = (unsigned char)(0x80 | ((code >> 12) & 0x3f));
        *to++ = (unsigned char)(0x80 | ((code >> 6) & 0x3f));
        *to++ = (unsigned char)(0x80 | (code & 0x3f));
    }
    *out = (char *)to;
}

static unsigned long judge_hex4(judge_cursor *cursor) {
    if (cursor->end - cursor->at < 4) judge_die("malformed string escape from the judge");
    char digits[5] = {cursor->at[0], cursor->at[1], cursor->at[2], cursor->at[3], 0};
    cursor->at += 4;
    return strtoul(digits, NULL, 16);
}

/* One character of a JSON string at the cursor (an escape decoded), written as UTF-8 at *out. */
static void judge_get_character(judge_cursor *cursor, char **out) {
    char c = *cursor->at++;
    if (c != '\\') {
        *(*out)++ = c;
        return;
    }
    if (cursor->at >= cursor->end) judge_die("malformed string escape from the judge");
    char e = *cursor->at++;
    switch (e) {
        case 'n': *(*out)++ = '\n'; break;
        case 't': *(*out)++ = '\t'; break;
        case 'r': *(*out)++ = '\r'; break;
        case 'b': *(*out)++ = '\b'; break;
        case 'f': *(*out)++ = '\f'; break;
        case 'u': {
            unsigned long code = judge_hex4(cursor);
            if (code >= 0xd800 && code < 0xdc00 && cursor->end - cursor->at >= 6 && cursor->at[0] == '\\') {
                cursor->at += 2;
                unsigned long low = judge_hex4(cursor);
                code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
            }
            judge_put_utf8(out, code);
            break;
        }
        default: *(*out)++ = e;
    }
}

/* A string argument, NUL-terminated, malloc'd (the submission owns it, as on LeetCode). */
static char *judge_get_string(judge_cursor *cursor, size_t *length) {
    judge_expect(cursor, '"');
    const char *start = cursor->at;
    size_t most = 0;
    while (start + most < cursor->end && start[most] != '"') most += start[most] == '\\' ? 2 : 1;
    char *text = (char *)malloc(most + 1);
    if (!text) judge_die("out of memory while reading the arguments");
    char *out = text;
    while (cursor->at < cursor->end && *cursor->at != '"') judge_get_character(cursor, &out);
    judge_expect(cursor, '"');
    *out = 0;
    if (length) *length = (size_t)(out - text);
    return text;
}

/* A char argument: a JSON string of one (ASCII) character; its first byte. */
static char judge_get_char(judge_cursor *cursor) {
    judge_expect(cursor, '"');
    char bytes[4] = {0, 0, 0, 0}, first = 0;
    for (bool start = true; cursor->at < cursor->end && *cursor->at != '"'; start = false) {
        char *out = bytes;
        judge_get_character(cursor, &out);
        if (start) first = bytes[0];
    }
    judge_expect(cursor, '"');
    return first;
}

/* --- the protocol ------------------------------------------------------------------------------ */

static int judge_control_fd = 3;
static int judge_result_fd = 4;
static judge_buffer judge_pending;

/* The next line from the judge (NUL-terminated, valid until the next call), or NULL at the end. */
static char *judge_receive(size_t *length) {
    static size_t consumed = 0;
    if (consumed) {
        memmove(judge_pending.data, judge_pending.data + consumed, judge_pending.size - consumed);
        judge_pending.size -= consumed;
        consumed = 0;
    }
    for (;;) {
        char *newline = judge_pending.size ? (char *)memchr(judge_pending.data, '\n', judge_pending.size) : NULL;
        if (newline) {
            *newline = 0;
            consumed = (size_t)(newline - judge_pending.data) + 1;
            *length = consumed - 1;
            return judge_pending.data;
        }
        judge_reserve(&judge_pending, 1 << 16);
        ssize_t got = judge_read(judge_control_fd, judge_pending.data + judge_pending.size, 1 << 16);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) return NULL;
        judge_pending.size += (size_t)got;
    }
}

static void judge_send(judge_buffer *frame) {
    judge_put_bytes(frame, "\n", 1);
    size_t sent = 0;
    while (sent < frame->size) {
        ssize_t wrote = judge_write(judge_result_fd, frame->data + sent, frame->size - sent);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) judge_exit_now(0);  /* the judge is gone */
        sent += (size_t)wrote;
    }
}

/* What one case's glue reports: an answer written, an error's fields written, or out of memory. An
 * answer longer than the result limit is sent as too large (JUDGE_TOO_LARGE, judge_main's own). */
enum { JUDGE_ANSWER = 0, JUDGE_ERROR = 1, JUDGE_MEMORY = 2, JUDGE_TOO_LARGE = 3 };

/* The setup's "result_limit": the most bytes an answer may take. A writer that could go on without
 * end (an iterator that never stops, a nested list reached again and again through shared lists)
 * stops once past it; whatever it wrote is then too large. */
static size_t judge_result_limit = (size_t)-1;

static bool judge_over_limit(const judge_buffer *out) { return out->size > judge_result_limit; }

/* Room for one more item in a growing array (the glue's argument lists). */
static void judge_grow(void **array, size_t *capacity, int count, size_t item) {
    if ((size_t)count < *capacity) return;
    size_t grown = *capacity ? *capacity * 2 : 8;
    void *bigger = realloc(*array, grown * item);
    if (!bigger) judge_die("out of memory while reading the arguments");
    *array = bigger;
    *capacity = grown;
}

/* A grown array cut to its exact length, as LeetCode's caller allocates it: AddressSanitizer then
 * reports a read one past the end (an empty array is a non-NULL allocation of no bytes). */
static void *judge_fit(void *array, int count, size_t item) {
    void *fitted = count ? realloc(array, (size_t)count * item) : (free(array), malloc(0));
    if (!fitted && count) judge_die("out of memory while reading the arguments");
    return fitted;
}

/* An answer that cannot be read (a C function that did not set its sizes): the error's fields. */
static int judge_fail(judge_buffer *out, const char *why) {
    out->size = 0;
    judge_put_text(out, "\"type\":\"InvalidAnswer\",\"message\":");
    judge_put_string(out, why);
    judge_put_text(out, ",\"frames\":[],\"frames_total\":0");
    return JUDGE_ERROR;
}

typedef int (*judge_case_function)(judge_cursor *arguments, judge_buffer *out);

/* --- design problems ----------------------------------------------------------------------------
 * A design case runs calls in turn; the glue notes which one runs (0: the constructor). A call that
 * throws ends the case with an error frame naming it. A call that kills the process (abort(), a
 * segfault, a sanitizer's report) cannot answer: the sanitizer's death callback then writes one
 * line after its report on standard error, "judge: died in call k, name", which the crash rules
 * (judge/languages/native.py) read with the report. Only judge_write() is used there: the process is
 * dying, maybe in a signal handler, its heap maybe corrupt. */

static volatile int judge_design_call = -1;
static const char *volatile judge_design_operation = "";

static void judge_design_mark(int call, const char *operation) {
    judge_design_operation = operation;
    judge_design_call = call;
}

static void judge_design_died(void) {
    int call = judge_design_call;
    if (call < 0) return;
    char line[160] = "\njudge: died in call ";
    size_t size = strlen(line);
    char digits[12];
    int count = 0;
    do digits[count++] = (char)('0' + call % 10), call /= 10;
    while (call && count < 11);
    while (count) line[size++] = digits[--count];
    line[size++] = ',';
    line[size++] = ' ';
    for (const char *name = judge_design_operation; *name && size < sizeof line - 2; name++) line[size++] = *name;
    line[size++] = '\n';
    ssize_t wrote;
    do wrote = judge_write(2, line, size);
    while (wrote < 0 && errno == EINTR);
}

/* A design call's answer that cannot be written (a C function that did not set *retSize, a list
 * with a cycle): its error fields, already written, name the call. */
static int judge_call_failed(judge_buffer *out, int call) {
    judge_put_text(out, ",\"call\":");
    judge_put_long(out, call);
    judge_design_mark(-1, "");
    return JUDGE_ERROR;
}

#ifdef __cplusplus
extern "C" {
#endif
/* The sanitizers' runtime (AddressSanitizer's and UndefinedBehaviorSanitizer's): weak, so that a
 * build without them still links. */
void __sanitizer_set_death_callback(void (*callback)(void)) __attribute__((weak));
#ifdef __cplusplus
}
#endif

/* Written to standard output and standard error after each case's own output, before its answer:
 * the judge cuts the streams there (docs/protocol.md). A write this small to a pipe is all or
 * nothing; a stream the submission closed or redirected just goes without. */
static void judge_end_case(void) {
    static const char mark[] = "\0case-end\0";
    for (int fd = 1; fd <= 2; fd++) {
        ssize_t wrote;
        do wrote = judge_write(fd, mark, sizeof mark - 1);
        while (wrote < 0 && errno == EINTR);
    }
}

/* The setup line's "result_limit", the one key a compiled program reads (JSON without spaces: inside
 * a string a quote is escaped, so the key's text cannot be found there). */
static void judge_read_result_limit(const char *setup) {
    const char *found = strstr(setup, "\"result_limit\":");
    if (!found) return;
    unsigned long long limit = 0;
    for (const char *at = found + strlen("\"result_limit\":"); *at >= '0' && *at <= '9'; at++)
        limit = limit * 10 + (unsigned)(*at - '0');
    judge_result_limit = (size_t)limit;
}

/* The user's source is compiled into this program, so there is nothing to load: say ready, then
 * answer case after case until the judge closes the control channel. */
static int judge_main(int argc, char **argv, judge_case_function one_case, void (*flush_output)(void)) {
    if (argc >= 3) {
        judge_control_fd = atoi(argv[1]);
        judge_result_fd = atoi(argv[2]);
    }
    if (__sanitizer_set_death_callback) __sanitizer_set_death_callback(judge_design_died);
    /* gcc links UndefinedBehaviorSanitizer as a library of its own, with its own callbacks. */
    void *judge_ubsan = judge_dlopen("libubsan.so.1", JUDGE_RTLD_NOW | JUDGE_RTLD_NOLOAD);
    if (judge_ubsan) {
        typedef void (*judge_setter)(void (*)(void));
        judge_setter set = (judge_setter)judge_dlsym(judge_ubsan, "__sanitizer_set_death_callback");
        if (set && set != __sanitizer_set_death_callback) set(judge_design_died);
    }
    size_t length = 0;
    char *setup = judge_receive(&length);
    if (!setup) return 0;
    judge_read_result_limit(setup);
    judge_buffer frame = {0, 0, 0};
    judge_put_text(&frame, "{\"event\":\"ready\"}");
    judge_send(&frame);
    judge_buffer value = {0, 0, 0};
    for (;;) {
        char *line = judge_receive(&length);
        if (!line) return 0;
        judge_cursor cursor = {line, line + length};
        judge_expect(&cursor, '{');
        judge_skip_space(&cursor);
        if (strncmp(cursor.at, "\"case\"", 6)) judge_die("malformed case from the judge");
        cursor.at += 6;
        judge_expect(&cursor, ':');
        long long number = judge_get_long(&cursor);
        judge_expect(&cursor, ',');
        judge_skip_space(&cursor);
        if (strncmp(cursor.at, "\"args\"", 6)) judge_die("malformed case from the judge");
        cursor.at += 6;
        judge_expect(&cursor, ':');
        judge_expect(&cursor, '[');
        value.size = 0;
        int status = one_case(&cursor, &value);
        if (status == JUDGE_ANSWER && judge_over_limit(&value)) status = JUDGE_TOO_LARGE;
        flush_output();
        judge_end_case();
        frame.size = 0;
        judge_put_text(&frame, "{\"case\":");
        judge_put_long(&frame, number);
        if (status == JUDGE_ANSWER) {
            judge_put_text(&frame, ",\"event\":\"result\",\"value\":");
            judge_put_bytes(&frame, value.data, value.size);
        } else if (status == JUDGE_ERROR) {
            judge_put_text(&frame, ",\"event\":\"error\",");
            judge_put_bytes(&frame, value.data, value.size);
        } else if (status == JUDGE_TOO_LARGE) {
            judge_put_text(&frame, ",\"event\":\"too_large\"");
        } else {
            judge_put_text(&frame, ",\"event\":\"memory\"");
        }
        judge_put_text(&frame, "}");
        judge_send(&frame);
    }
}

#endif
