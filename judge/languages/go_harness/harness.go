// The judge's program for a Go submission (judge/languages/go.py writes it as main.go next to the
// user's solution.go, in package main, and adds the code generated from the signature where the
// GENERATED line is). It speaks the protocol of judge/execution/protocol.py: started as
// `program CONTROL_FD RESULT_FD`, it reads the setup line and then one case per line from the
// control descriptor, calls the user's function once per case (package-level variables persist
// between cases, as on LeetCode) and writes one JSON line per case to the result descriptor.
//
// Every name declared here starts with __judge_ and every import is renamed the same way: the
// user's file shares package main with this one, and may use any plain name at package level.

package main

import (
	__judge_fmt "fmt"
	__judge_math "math"
	__judge_os "os"
	__judge_runtime "runtime"
	__judge_debug "runtime/debug"
	__judge_strconv "strconv"
	__judge_strings "strings"
	__judge_syscall "syscall"
	__judge_utf8 "unicode/utf8"
)

const (
	__judge_maxFrames = 50
	__judge_maxText   = 2000
)

var (
	__judge_result    *__judge_os.File
	__judge_filename  = "solution.go"
	__judge_budget    = 1 << 62
	__judge_packedMax = 0
	// The row characters of a packed board: the setup's "packed" (the problem's packed_rows).
	__judge_packedMark byte
	__judge_packedFill byte
	// Why the answer being written cannot be written (a list with a cycle, a tree that reaches a
	// node twice: tree.go and list.go), or "": see __judge_answer.
	__judge_fault string
	// What the API of a driver of LeetCode's answers from in the case running (278's first bad
	// version, 374's picked number: bad_version.go, guess.go): the case's last argument.
	__judge_secret int
)

// __judge_die ends the program over a broken control channel (the judge's fault, never the user's).
func __judge_die(why string) {
	__judge_os.Stderr.WriteString("judge harness: " + why + "\n")
	__judge_os.Exit(3)
}

// ---- the control channel: one JSON object per line ----------------------------------------------

type __judge_lines struct {
	file    *__judge_os.File
	pending []byte
	chunk   []byte
}

// next is the next line (without its newline), or nil when the judge closed the channel.
func (l *__judge_lines) next() []byte {
	for {
		for i, c := range l.pending {
			if c == '\n' {
				line := l.pending[:i]
				l.pending = l.pending[i+1:]
				return line
			}
		}
		if l.chunk == nil {
			l.chunk = make([]byte, 1<<16)
		}
		n, err := l.file.Read(l.chunk)
		if n > 0 {
			l.pending = append(l.pending[:len(l.pending):len(l.pending)], l.chunk[:n]...)
			continue
		}
		if err != nil {
			return nil
		}
	}
}

type __judge_parser struct {
	data []byte
	pos  int
}

func (p *__judge_parser) ws() {
	for p.pos < len(p.data) {
		switch p.data[p.pos] {
		case ' ', '\t', '\n', '\r':
			p.pos++
		default:
			return
		}
	}
}

func (p *__judge_parser) peek() byte {
	p.ws()
	if p.pos >= len(p.data) {
		__judge_die("a control frame ended early")
	}
	return p.data[p.pos]
}

func (p *__judge_parser) expect(c byte) {
	if p.peek() != c {
		__judge_die("a control frame lacks a '" + string([]byte{c}) + "'")
	}
	p.pos++
}

// more reads the separator after an item of a list or object: true after ',', false after close.
func (p *__judge_parser) more(close byte) bool {
	c := p.peek()
	p.pos++
	if c == ',' {
		return true
	}
	if c != close {
		__judge_die("a control frame has a malformed list or object")
	}
	return false
}

// list calls item once per element of a JSON array.
func (p *__judge_parser) list(item func()) {
	p.expect('[')
	if p.peek() == ']' {
		p.pos++
		return
	}
	for {
		item()
		if !p.more(']') {
			return
		}
	}
}

// object calls field once per key of a JSON object, with the parser at the key's value.
func (p *__judge_parser) object(field func(key string)) {
	p.expect('{')
	if p.peek() == '}' {
		p.pos++
		return
	}
	for {
		key := p.readString()
		p.expect(':')
		field(key)
		if !p.more('}') {
			return
		}
	}
}

func (p *__judge_parser) token() string {
	p.ws()
	start := p.pos
	for p.pos < len(p.data) {
		c := p.data[p.pos]
		if (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '+' || c == '.' {
			p.pos++
		} else {
			break
		}
	}
	if start == p.pos {
		__judge_die("a control frame lacks a value")
	}
	return string(p.data[start:p.pos])
}

func (p *__judge_parser) readInt() int64 {
	text := p.token()
	value, err := __judge_strconv.ParseInt(text, 10, 64)
	if err != nil {
		real, err := __judge_strconv.ParseFloat(text, 64)
		if err != nil || real != __judge_math.Trunc(real) {
			__judge_die("not an integer: " + text)
		}
		return int64(real)
	}
	return value
}

func (p *__judge_parser) readFloat() float64 {
	text := p.token()
	value, err := __judge_strconv.ParseFloat(text, 64)
	if err != nil {
		__judge_die("not a number: " + text)
	}
	return value
}

func (p *__judge_parser) readBool() bool {
	switch p.token() {
	case "true":
		return true
	case "false":
		return false
	}
	__judge_die("not a boolean")
	return false
}

func (p *__judge_parser) hex4() rune {
	if p.pos+4 > len(p.data) {
		__judge_die("a broken \\u escape")
	}
	value, err := __judge_strconv.ParseUint(string(p.data[p.pos:p.pos+4]), 16, 32)
	if err != nil {
		__judge_die("a broken \\u escape")
	}
	p.pos += 4
	return rune(value)
}

func (p *__judge_parser) readString() string {
	p.expect('"')
	var out []byte
	start := p.pos
	for {
		if p.pos >= len(p.data) {
			__judge_die("a control frame has an unterminated string")
		}
		c := p.data[p.pos]
		if c == '"' {
			out = append(out, p.data[start:p.pos]...)
			p.pos++
			return string(out)
		}
		if c != '\\' {
			p.pos++
			continue
		}
		out = append(out, p.data[start:p.pos]...)
		p.pos++
		if p.pos >= len(p.data) {
			__judge_die("a control frame has an unterminated string")
		}
		escape := p.data[p.pos]
		p.pos++
		switch escape {
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			r := p.hex4()
			if r >= 0xD800 && r < 0xDC00 && p.pos+6 <= len(p.data) && p.data[p.pos] == '\\' && p.data[p.pos+1] == 'u' {
				p.pos += 2
				low := p.hex4()
				if low >= 0xDC00 && low < 0xE000 {
					r = 0x10000 + (r-0xD800)<<10 + (low - 0xDC00)
				} else {
					out = append(out, string(__judge_utf8.RuneError)...)
					r = low
				}
			}
			out = append(out, string(r)...)
		default:
			out = append(out, escape)
		}
		start = p.pos
	}
}

// readChar reads a char: a string of one character, a byte in Go (LeetCode's `[][]byte` boards).
// The protocol's chars are ASCII; one up to U+00FF is still the byte of its code, and written back
// so (see __judge_write_char).
func (p *__judge_parser) readChar() byte {
	s := p.readString()
	r, size := __judge_utf8.DecodeRuneInString(s)
	if size != len(s) || size == 0 || r > 0xFF {
		__judge_die("not a one-character string for a byte: " + __judge_strconv.Quote(s))
	}
	return byte(r)
}

// skip passes over one JSON value of any kind, by a count of the lists and objects open rather than
// a recursion: a case's NestedInteger (385's) nests 25,000 deep.
func (p *__judge_parser) skip() {
	depth := 0
	for {
		switch p.peek() {
		case '"':
			p.readString()
		case '[', '{':
			p.pos++
			depth++
			continue
		case ']', '}':
			p.pos++
			depth--
		case ',', ':':
			p.pos++
			continue
		default:
			p.token()
		}
		if depth <= 0 {
			return
		}
	}
}

// ---- the result channel --------------------------------------------------------------------------

func __judge_send(line []byte) {
	line = append(line, '\n')
	for len(line) > 0 {
		n, err := __judge_result.Write(line)
		if err != nil {
			__judge_os.Exit(0) // the judge is gone
		}
		line = line[n:]
	}
}

// Written to standard output and standard error after each case's own output, before its answer:
// the judge cuts the streams there (docs/protocol.md). fmt writes to the descriptors unbuffered, so
// nothing is left to flush; a write this small to a pipe is all or nothing.
var __judge_case_end = []byte("\x00case-end\x00")

func __judge_end_case() {
	for fd := 1; fd <= 2; fd++ {
		for {
			_, err := __judge_syscall.Write(fd, __judge_case_end)
			if err != __judge_syscall.EINTR {
				break
			}
		}
	}
}

const __judge_hex = "0123456789abcdef"

func __judge_write_string(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < __judge_utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c < 0x20:
				b = append(b, '\\', 'u', '0', '0', __judge_hex[c>>4], __judge_hex[c&15])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, size := __judge_utf8.DecodeRuneInString(s[i:])
		if r == __judge_utf8.RuneError && size == 1 {
			b = append(b, `\ufffd`...) // not UTF-8: JSON cannot carry the byte itself
		} else {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return append(b, '"')
}

// __judge_write_char writes a byte as a string of one character (never as its code).
func __judge_write_char(b []byte, c byte) []byte {
	switch {
	case c == '"' || c == '\\':
		return append(b, '"', '\\', c, '"')
	case c < 0x20:
		return append(b, '"', '\\', 'u', '0', '0', __judge_hex[c>>4], __judge_hex[c&15], '"')
	case c < __judge_utf8.RuneSelf:
		return append(b, '"', c, '"')
	}
	return append(__judge_utf8.AppendRune(append(b, '"'), rune(c)), '"')
}

func __judge_write_int(b []byte, v int64) []byte {
	return __judge_strconv.AppendInt(b, v, 10)
}

func __judge_write_bool(b []byte, v bool) []byte {
	return __judge_strconv.AppendBool(b, v)
}

func __judge_write_float(b []byte, v float64) []byte {
	switch {
	case __judge_math.IsNaN(v):
		return append(b, `{"$type":"float","repr":"nan"}`...)
	case __judge_math.IsInf(v, 1):
		return append(b, `{"$type":"float","repr":"inf"}`...)
	case __judge_math.IsInf(v, -1):
		return append(b, `{"$type":"float","repr":"-inf"}`...)
	}
	start := len(b)
	b = __judge_strconv.AppendFloat(b, v, 'g', -1, 64)
	for _, c := range b[start:] {
		if c == '.' || c == 'e' {
			return b
		}
	}
	return append(b, '.', '0')
}

// ---- errors --------------------------------------------------------------------------------------

func __judge_clip(text string) string {
	if len(text) > __judge_maxText {
		return text[:__judge_maxText] + "..."
	}
	return text
}

// __judge_describe is the error event's type and message for a recovered panic value.
func __judge_describe(value interface{}) (kind string, message string) {
	defer func() {
		if recover() != nil { // the value's own Error or String method panicked
			kind, message = "panic", "(a value whose Error or String method panics)"
		}
	}()
	switch v := value.(type) {
	case nil:
		return "panic", "panic(nil) or runtime.Goexit"
	case __judge_runtime.Error:
		return "runtime error", __judge_strings.TrimPrefix(v.Error(), "runtime error: ")
	case error:
		return "panic", v.Error()
	case string:
		return "panic", v
	case interface{ String() string }:
		return "panic", v.String()
	}
	return "panic", __judge_fmt.Sprintf("%#v", value)
}

// __judge_error_event is the error event for a panic; called from the deferred function while the
// panicking goroutine's stack is still there to read.
func __judge_error_event(value interface{}) []byte {
	kind, message := __judge_describe(value)
	pcs := make([]uintptr, 512)
	for {
		n := __judge_runtime.Callers(1, pcs)
		if n < len(pcs) {
			pcs = pcs[:n]
			break
		}
		pcs = make([]uintptr, 4*len(pcs))
	}
	type frame struct {
		file, function string
		line           int
	}
	var kept []frame // innermost first
	total := 0
	phase := 0 // 0: the judge's and the runtime's panic machinery, 1: the runtime's panic helpers, 2: the user's calls
	frames := __judge_runtime.CallersFrames(pcs)
	for more := true; more; {
		var f __judge_runtime.Frame
		f, more = frames.Next()
		if phase == 0 {
			if f.Function == "runtime.gopanic" {
				phase = 1
			}
			continue
		}
		if phase == 1 && __judge_strings.HasPrefix(f.Function, "runtime.") {
			continue
		}
		phase = 2
		if __judge_strings.HasPrefix(f.Function, "main.__judge_") {
			break
		}
		total++
		if len(kept) < __judge_maxFrames {
			file := f.File
			if file == "solution.go" || __judge_strings.HasSuffix(file, "/solution.go") {
				file = __judge_filename
			}
			kept = append(kept, frame{file, __judge_strings.TrimPrefix(f.Function, "main."), f.Line})
		}
	}
	b := []byte(`"event":"error","type":`)
	b = __judge_write_string(b, kind)
	b = append(b, `,"message":`...)
	b = __judge_write_string(b, __judge_clip(message))
	b = append(b, `,"frames":[`...)
	for i := len(kept) - 1; i >= 0; i-- {
		if i < len(kept)-1 {
			b = append(b, ',')
		}
		b = append(b, '[')
		b = __judge_write_string(b, kept[i].file)
		b = append(b, ',')
		b = __judge_strconv.AppendInt(b, int64(kept[i].line), 10)
		b = append(b, ',')
		b = __judge_write_string(b, kept[i].function)
		b = append(b, ']')
	}
	b = append(b, `],"frames_total":`...)
	return __judge_strconv.AppendInt(b, int64(total), 10)
}

// __judge_protect runs one call of the user's function; the error event when it panicked, else nil.
func __judge_protect(call func()) (failure []byte) {
	finished := false
	defer func() {
		if !finished {
			failure = __judge_error_event(recover())
		}
	}()
	call()
	finished = true
	return nil
}

// __judge_answer is the reply's fields for a value encoded as JSON: the value, or too_large; or,
// when a tree or a list in it could not be written, the error LeetCode reports (type Error, no
// frames: docs/protocol.md).
func __judge_answer(value []byte) []byte {
	if __judge_fault != "" {
		b := []byte(`"event":"error","type":"Error","message":`)
		b = __judge_write_string(b, __judge_fault)
		__judge_fault = ""
		return append(b, `,"frames":[],"frames_total":0`...)
	}
	if len(value) > __judge_budget {
		return []byte(`"event":"too_large"`)
	}
	return append([]byte(`"event":"result","value":`), value...)
}

// __judge_answer_boards is the reply's fields for a list of boards (a list<list<string>> answer):
// packed, one character per row (chr(48 + the column of its mark)), when every row is one mark among
// fill characters (the setup's "packed") (docs/protocol.md), as judge/core/values.py reads it; else as plain JSON.
func __judge_answer_boards(boards [][]string) []byte {
	if len(boards) == 0 || len(boards[0]) == 0 || len(boards[0]) > __judge_packedMax {
		return __judge_answer(__judge_write_boards(nil, boards))
	}
	size := len(boards[0])
	columns := make([]byte, 0, len(boards)*size)
	for _, board := range boards {
		if len(board) != size {
			return __judge_answer(__judge_write_boards(nil, boards))
		}
		for _, row := range board {
			column := -1
			if len(row) == size {
				for i := 0; i < size; i++ {
					if row[i] == __judge_packedMark && column < 0 {
						column = i
					} else if row[i] != __judge_packedFill {
						column = -1
						break
					}
				}
			}
			if column < 0 {
				return __judge_answer(__judge_write_boards(nil, boards))
			}
			columns = append(columns, byte(48+column))
		}
	}
	// The output limit is about the value, not its transport: count the size of its plain JSON.
	if len(boards)*(size*size+3*size+2)+1 > __judge_budget {
		return []byte(`"event":"too_large"`)
	}
	b := []byte(`"event":"result","value":{"$type":"boards","size":`)
	b = __judge_strconv.AppendInt(b, int64(size), 10)
	b = append(b, `,"columns":"`...)
	b = append(b, columns...)
	return append(b, `"}`...)
}

func __judge_write_boards(b []byte, boards [][]string) []byte {
	b = append(b, '[')
	for i, board := range boards {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '[')
		for j, row := range board {
			if j > 0 {
				b = append(b, ',')
			}
			b = __judge_write_string(b, row)
		}
		b = append(b, ']')
	}
	return append(b, ']')
}

// ---- LeetCode's own drivers (docs/protocol.md, "Links") ------------------------------------------

// __judge_read_links reads a case's links, its last argument: each a list of ints.
func __judge_read_links(p *__judge_parser) [][]int {
	var links [][]int
	p.list(func() {
		var link []int
		p.list(func() { link = append(link, int(p.readInt())) })
		links = append(links, link)
	})
	return links
}

// __judge_place writes where a returned node (not nil) stands: [b, j], node j of argument b, the
// first argument in order whose built nodes hold it (the same node, not an equal one), or [-1, val]
// for a node none of them held.
func __judge_place(b []byte, node any, val int, built [][]any) []byte {
	for argument, nodes := range built {
		for index, other := range nodes {
			if other == node {
				b = __judge_strconv.AppendInt(append(b, '['), int64(argument), 10)
				return append(__judge_strconv.AppendInt(append(b, ','), int64(index), 10), ']')
			}
		}
	}
	return append(__judge_strconv.AppendInt(append(b, "[-1,"...), int64(val), 10), ']')
}

// ---- the loop ------------------------------------------------------------------------------------

func __judge_serve() {
	if len(__judge_os.Args) < 3 {
		__judge_die("usage: program CONTROL_FD RESULT_FD")
	}
	control, err1 := __judge_strconv.Atoi(__judge_os.Args[len(__judge_os.Args)-2])
	result, err2 := __judge_strconv.Atoi(__judge_os.Args[len(__judge_os.Args)-1])
	if err1 != nil || err2 != nil {
		__judge_die("the descriptors are not numbers")
	}
	lines := &__judge_lines{file: __judge_os.NewFile(uintptr(control), "control")}
	__judge_result = __judge_os.NewFile(uintptr(result), "result")
	setup := lines.next()
	if setup == nil {
		__judge_os.Exit(0)
	}
	p := &__judge_parser{data: setup}
	p.object(func(key string) {
		switch key {
		case "filename":
			__judge_filename = p.readString()
		case "result_limit":
			__judge_budget = int(p.readInt())
		case "packed":
			if p.peek() != '{' { // null: the problem's answers never travel packed
				p.skip()
				return
			}
			p.object(func(field string) {
				switch field {
				case "max_size":
					__judge_packedMax = int(p.readInt())
				case "mark":
					__judge_packedMark = p.readChar()
				case "fill":
					__judge_packedFill = p.readChar()
				default:
					p.skip()
				}
			})
		case "max_stack":
			__judge_debug.SetMaxStack(int(p.readInt()))
		default:
			p.skip()
		}
	})
	__judge_send([]byte(`{"event":"ready"}`))
	for {
		line := lines.next()
		if line == nil {
			__judge_os.Exit(0)
		}
		p := &__judge_parser{data: line}
		number := int64(-1)
		args := -1
		p.object(func(key string) {
			switch key {
			case "case":
				number = p.readInt()
			case "args":
				p.ws()
				args = p.pos
				p.skip()
			default:
				p.skip()
			}
		})
		if args < 0 {
			__judge_die("a case without args")
		}
		p.pos = args
		reply := __judge_strconv.AppendInt([]byte(`{"case":`), number, 10)
		reply = append(reply, ',')
		reply = append(reply, __judge_case(p)...)
		__judge_end_case()
		__judge_send(append(reply, '}'))
	}
}

// GENERATED
