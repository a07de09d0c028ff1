// The judge's program for a Rust submission, included by the generated main.rs (judge/languages/rust.py)
// inside a module nested in the user's, next to the code generated from the signature (`answer_case`).
// It speaks the protocol of judge/execution/protocol.py: started as `program CONTROL_FD RESULT_FD`,
// it reads the setup line and then one case per line from the control descriptor, calls the
// user's associated function once per case (statics persist between cases, as on LeetCode) and
// writes one JSON line per case to the result descriptor. A panic is caught per case; the panic
// hook records its message and where it happened.
//
// Plain std only (no crates offline), and nothing newer than Rust 1.63 (Debian's rustc).

use std::cell::RefCell;
use std::io::{Read, Write};

const MAX_TEXT: usize = 2000;
// How a panic's payload that is no text reads (as Rust itself prints it).
const OPAQUE_PAYLOAD: &str = "Box<dyn Any>";

fn die(why: &str) -> ! {
    eprintln!("judge harness: {}", why);
    std::process::exit(3)
}

// ---- the control channel: one JSON object per line ----------------------------------------------

struct Lines {
    file: std::fs::File,
    pending: Vec<u8>,
    start: usize,
}

impl Lines {
    /// The next line without its newline, or None when the judge closed the channel.
    fn next(&mut self) -> Option<Vec<u8>> {
        let mut searched = self.start;
        loop {
            if let Some(offset) = self.pending[searched..].iter().position(|&c| c == b'\n') {
                let end = searched + offset;
                let line = self.pending[self.start..end].to_vec();
                self.start = end + 1;
                if self.start == self.pending.len() {
                    self.pending.clear();
                    self.start = 0;
                }
                return Some(line);
            }
            searched = self.pending.len();
            let mut chunk = [0u8; 1 << 16];
            match self.file.read(&mut chunk) {
                Ok(0) => return None,
                Ok(n) => self.pending.extend_from_slice(&chunk[..n]),
                Err(ref error) if error.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => return None,
            }
        }
    }
}

pub(crate) struct Parser<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Parser<'a> {
    fn ws(&mut self) {
        while self.pos < self.data.len() && matches!(self.data[self.pos], b' ' | b'\t' | b'\n' | b'\r') {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> u8 {
        self.ws();
        if self.pos >= self.data.len() {
            die("a control frame ended early");
        }
        self.data[self.pos]
    }

    pub(crate) fn expect(&mut self, c: u8) {
        if self.peek() != c {
            die(&format!("a control frame lacks a '{}'", c as char));
        }
        self.pos += 1;
    }

    /// The separator after an item of a list or object: true after ',', false after `close`.
    fn more(&mut self, close: u8) -> bool {
        let c = self.peek();
        self.pos += 1;
        if c == b',' {
            return true;
        }
        if c != close {
            die("a control frame has a malformed list or object");
        }
        false
    }

    fn object(&mut self, mut field: impl FnMut(&mut Parser<'a>, &str)) {
        self.expect(b'{');
        if self.peek() == b'}' {
            self.pos += 1;
            return;
        }
        loop {
            let key = self.read_string();
            self.expect(b':');
            field(self, &key);
            if !self.more(b'}') {
                return;
            }
        }
    }

    fn token(&mut self) -> &'a str {
        self.ws();
        let start = self.pos;
        while self.pos < self.data.len()
            && (self.data[self.pos].is_ascii_alphanumeric() || matches!(self.data[self.pos], b'-' | b'+' | b'.'))
        {
            self.pos += 1;
        }
        if start == self.pos {
            die("a control frame lacks a value");
        }
        std::str::from_utf8(&self.data[start..self.pos]).unwrap_or_else(|_| die("a broken number"))
    }

    fn read_i64(&mut self) -> i64 {
        let text = self.token();
        match text.parse::<i64>() {
            Ok(value) => value,
            Err(_) => match text.parse::<f64>() {
                Ok(real) if real == real.trunc() => real as i64,
                _ => die(&format!("not an integer: {}", text)),
            },
        }
    }

    fn read_f64(&mut self) -> f64 {
        let text = self.token();
        text.parse::<f64>().unwrap_or_else(|_| die(&format!("not a number: {}", text)))
    }

    fn read_bool(&mut self) -> bool {
        match self.token() {
            "true" => true,
            "false" => false,
            _ => die("not a boolean"),
        }
    }

    fn hex4(&mut self) -> u32 {
        if self.pos + 4 > self.data.len() {
            die("a broken \\u escape");
        }
        let text = std::str::from_utf8(&self.data[self.pos..self.pos + 4]).unwrap_or_else(|_| die("a broken \\u escape"));
        self.pos += 4;
        u32::from_str_radix(text, 16).unwrap_or_else(|_| die("a broken \\u escape"))
    }

    fn read_string(&mut self) -> String {
        self.expect(b'"');
        let mut out: Vec<u8> = Vec::new();
        loop {
            if self.pos >= self.data.len() {
                die("a control frame has an unterminated string");
            }
            let c = self.data[self.pos];
            self.pos += 1;
            match c {
                b'"' => break,
                b'\\' => {
                    if self.pos >= self.data.len() {
                        die("a control frame has an unterminated string");
                    }
                    let escape = self.data[self.pos];
                    self.pos += 1;
                    let decoded = match escape {
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => {
                            let mut code = self.hex4();
                            if (0xD800..0xDC00).contains(&code)
                                && self.data[self.pos..].starts_with(b"\\u")
                                && self.pos + 6 <= self.data.len()
                            {
                                let save = self.pos;
                                self.pos += 2;
                                let low = self.hex4();
                                if (0xDC00..0xE000).contains(&low) {
                                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                                } else {
                                    self.pos = save;
                                }
                            }
                            char::from_u32(code).unwrap_or('\u{FFFD}')
                        }
                        other => other as char,
                    };
                    let mut buffer = [0u8; 4];
                    out.extend_from_slice(decoded.encode_utf8(&mut buffer).as_bytes());
                }
                other => out.push(other),
            }
        }
        String::from_utf8(out).unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned())
    }

    /// Passes over one JSON value of any kind, in a loop: a case's arguments may nest as deep as a
    /// NestedInteger goes. `open` holds the closing character of each list or object it is in.
    fn skip(&mut self) {
        let mut open: Vec<u8> = Vec::new();
        loop {
            match self.peek() {
                b'"' => {
                    self.read_string();
                }
                c @ (b'[' | b'{') => {
                    self.pos += 1;
                    let close = if c == b'[' { b']' } else { b'}' };
                    if self.peek() != close {
                        open.push(close);
                        if close == b'}' {
                            self.read_string();
                            self.expect(b':');
                        }
                        continue; // its first item
                    }
                    self.pos += 1;
                }
                _ => {
                    self.token();
                }
            }
            // After a value: the next item of the list or object it is in, or the ends of those it closes.
            loop {
                let close = match open.last() {
                    Some(&close) => close,
                    None => return,
                };
                if self.more(close) {
                    if close == b'}' {
                        self.read_string();
                        self.expect(b':');
                    }
                    break;
                }
                open.pop();
            }
        }
    }
}

/// An argument of the vocabulary's types, read from its JSON.
pub(crate) trait FromJson: Sized {
    fn read(parser: &mut Parser) -> Self;
}

impl FromJson for i32 {
    fn read(parser: &mut Parser) -> Self {
        parser.read_i64() as i32
    }
}

impl FromJson for i64 {
    fn read(parser: &mut Parser) -> Self {
        parser.read_i64()
    }
}

impl FromJson for bool {
    fn read(parser: &mut Parser) -> Self {
        parser.read_bool()
    }
}

impl FromJson for f64 {
    fn read(parser: &mut Parser) -> Self {
        parser.read_f64()
    }
}

impl FromJson for String {
    fn read(parser: &mut Parser) -> Self {
        parser.read_string()
    }
}

/// A char travels as a one-character string (never as its code).
impl FromJson for char {
    fn read(parser: &mut Parser) -> Self {
        let text = parser.read_string();
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => c,
            _ => die(&format!("not a one-character string: {:?}", text)),
        }
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn read(parser: &mut Parser) -> Self {
        let mut out = Vec::new();
        parser.expect(b'[');
        if parser.peek() == b']' {
            parser.pos += 1;
            return out;
        }
        loop {
            out.push(T::read(parser));
            if !parser.more(b']') {
                return out;
            }
        }
    }
}

// ---- the result channel --------------------------------------------------------------------------

/// A returned value of the vocabulary's types, written as JSON.
pub(crate) trait ToJson {
    fn write(&self, out: &mut Vec<u8>);
}

impl ToJson for i32 {
    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.to_string().as_bytes());
    }
}

impl ToJson for i64 {
    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(self.to_string().as_bytes());
    }
}

impl ToJson for bool {
    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(if *self { b"true" } else { b"false" });
    }
}

impl ToJson for f64 {
    fn write(&self, out: &mut Vec<u8>) {
        if self.is_nan() {
            out.extend_from_slice(br#"{"$type":"float","repr":"nan"}"#);
        } else if self.is_infinite() {
            let repr: &[u8] = if *self > 0.0 { b"inf" } else { b"-inf" };
            out.extend_from_slice(br#"{"$type":"float","repr":""#);
            out.extend_from_slice(repr);
            out.extend_from_slice(b"\"}");
        } else {
            // Debug is the shortest text that reads back as the same number, with a '.' or an exponent.
            out.extend_from_slice(format!("{:?}", self).as_bytes());
        }
    }
}

fn write_str(text: &str, out: &mut Vec<u8>) {
    out.push(b'"');
    for c in text.chars() {
        match c {
            '"' => out.extend_from_slice(b"\\\""),
            '\\' => out.extend_from_slice(b"\\\\"),
            c if (c as u32) < 0x20 => out.extend_from_slice(format!("\\u{:04x}", c as u32).as_bytes()),
            c => {
                let mut buffer = [0u8; 4];
                out.extend_from_slice(c.encode_utf8(&mut buffer).as_bytes());
            }
        }
    }
    out.push(b'"');
}

impl ToJson for String {
    fn write(&self, out: &mut Vec<u8>) {
        write_str(self, out);
    }
}

impl ToJson for char {
    fn write(&self, out: &mut Vec<u8>) {
        let mut buffer = [0u8; 4];
        write_str(self.encode_utf8(&mut buffer), out);
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn write(&self, out: &mut Vec<u8>) {
        out.push(b'[');
        for (index, item) in self.iter().enumerate() {
            if index > 0 {
                out.push(b',');
            }
            item.write(out);
        }
        out.push(b']');
    }
}

// ---- answers and panics --------------------------------------------------------------------------

struct Settings {
    filename: String,
    budget: usize,
    packed_max: usize,
    // The row characters of a packed board: the setup's "packed" (the problem's packed_rows).
    packed_mark: u8,
    packed_fill: u8,
}

thread_local! {
    static SETTINGS: RefCell<Settings> = RefCell::new(Settings {
        filename: String::from("solution.rs"),
        budget: usize::MAX,
        packed_max: 0,
        packed_mark: 0,
        packed_fill: 0,
    });
    // What the panic hook saw of the last panic on the judge's thread: message, file, line.
    static LAST_PANIC: RefCell<Option<(String, Option<(String, u32)>)>> = RefCell::new(None);
}

fn clip(text: &str) -> String {
    if text.len() <= MAX_TEXT {
        return text.to_string();
    }
    let mut end = MAX_TEXT;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}...", &text[..end])
}

/// The reply's fields for a returned value: the value, or too_large past the output limit.
pub(crate) fn answer<T: ToJson>(value: &T) -> Vec<u8> {
    let mut out = br#""event":"result","value":"#.to_vec();
    let start = out.len();
    value.write(&mut out);
    let budget = SETTINGS.with(|settings| settings.borrow().budget);
    if out.len() - start > budget {
        return br#""event":"too_large""#.to_vec();
    }
    out
}

/// The reply's fields for a list of boards (a list<list<string>> answer): packed, one character per
/// row (chr(48 + the column of its mark)), when every row is one mark among fill characters, as
/// judge/core/values.py reads it; else as plain JSON.
pub(crate) fn answer_boards(boards: &Vec<Vec<String>>) -> Vec<u8> {
    let (budget, largest, mark, fill) = SETTINGS.with(|settings| {
        let settings = settings.borrow();
        (settings.budget, settings.packed_max, settings.packed_mark, settings.packed_fill)
    });
    let size = boards.first().map_or(0, |board| board.len());
    if size == 0 || size > largest {
        return answer(boards);
    }
    let mut columns: Vec<u8> = Vec::with_capacity(boards.len() * size);
    for board in boards {
        if board.len() != size {
            return answer(boards);
        }
        for row in board {
            let bytes = row.as_bytes();
            let column = bytes.iter().position(|&c| c == mark);
            let single = bytes.len() == size
                && column.map_or(false, |at| bytes.iter().enumerate().all(|(i, &c)| c == if i == at { mark } else { fill }));
            match column {
                Some(at) if single => columns.push(48 + at as u8),
                _ => return answer(boards),
            }
        }
    }
    // The output limit is about the value, not its transport: count the size of its plain JSON.
    if boards.len() * (size * size + 3 * size + 2) + 1 > budget {
        return br#""event":"too_large""#.to_vec();
    }
    let mut out = format!(r#""event":"result","value":{{"$type":"boards","size":{},"columns":""#, size).into_bytes();
    out.extend_from_slice(&columns);
    out.extend_from_slice(b"\"}");
    out
}

// What the API of LeetCode's driver (278's isBadVersion, 374's guess, declared by the generated
// main.rs) answers from: the case's last argument, which the method is not given. Atomic, as a thread
// of the user's may call the API too.
static API_VALUE: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(0);

pub(crate) fn api_value() -> i32 {
    API_VALUE.load(std::sync::atomic::Ordering::Relaxed)
}

pub(crate) fn set_api_value(value: i32) {
    API_VALUE.store(value, std::sync::atomic::Ordering::Relaxed)
}

/// Whether a design case's list of results, as written so far, is past the output limit already.
pub(crate) fn past_limit(out: &[u8]) -> bool {
    out.len() > SETTINGS.with(|settings| settings.borrow().budget)
}

/// The reply's fields for a design case's list of results, written whole: the value, or too_large
/// (the limit counts the whole list).
pub(crate) fn answer_list(out: Vec<u8>) -> Vec<u8> {
    if past_limit(&out) {
        return br#""event":"too_large""#.to_vec();
    }
    let mut reply = br#""event":"result","value":"#.to_vec();
    reply.extend_from_slice(&out);
    reply
}

/// An error's fields with the design call that raised it (0: the constructor).
pub(crate) fn at_call(mut fields: Vec<u8>, call: usize) -> Vec<u8> {
    fields.extend_from_slice(format!(r#","call":{}"#, call).as_bytes());
    fields
}

/// Forgets the last panic seen: called before each call (a panic resumed with resume_unwind runs no hook).
pub(crate) fn forget_panic() {
    LAST_PANIC.with(|last| *last.borrow_mut() = None);
}

/// The reply's fields for a panic caught around the call.
pub(crate) fn failure(payload: Box<dyn std::any::Any + Send>) -> Vec<u8> {
    let seen = LAST_PANIC.with(|last| last.borrow_mut().take());
    let text = payload_text(&*payload);
    drop(payload);
    // The hook's record is this panic's unless the call caught a panic of its own and then resumed
    // another one (resume_unwind runs no hook): then only the payload's text is known.
    let (message, location) = match seen {
        Some((message, location)) if message == text || text == OPAQUE_PAYLOAD => (message, location),
        _ => (text, None),
    };
    let mut out = br#""event":"error","type":"panic","message":"#.to_vec();
    write_str(&clip(&message), &mut out);
    out.extend_from_slice(br#","frames":["#);
    let mut total = 0;
    if let Some((file, line)) = location {
        total = 1;
        let users = file == "solution.rs" || file.ends_with("/solution.rs");
        let shown = if users { SETTINGS.with(|settings| settings.borrow().filename.clone()) } else { file };
        let function = if users { function_at(line) } else { "?" };
        out.push(b'[');
        write_str(&shown, &mut out);
        out.extend_from_slice(format!(",{},", line).as_bytes());
        write_str(function, &mut out);
        out.push(b']');
    }
    out.extend_from_slice(format!(r#"],"frames_total":{}"#, total).as_bytes());
    out
}

/// The user's function whose body holds the line: the last `fn` declared at or above it.
fn function_at(line: u32) -> &'static str {
    let mut name = "?";
    for &(start, function) in FUNCTIONS {
        if start <= line {
            name = function;
        }
    }
    name
}

fn payload_text(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(text) = payload.downcast_ref::<&str>() {
        text.to_string()
    } else if let Some(text) = payload.downcast_ref::<String>() {
        text.clone()
    } else {
        String::from(OPAQUE_PAYLOAD)
    }
}

fn install_panic_hook() {
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        if std::thread::current().name() != Some("main") {
            default_hook(info); // a thread of the user's: its message goes to stderr as usual
            return;
        }
        let message = payload_text(info.payload());
        let location = info.location().map(|location| (location.file().to_string(), location.line()));
        LAST_PANIC.with(|last| *last.borrow_mut() = Some((message, location)));
    }));
}

// ---- the loop ------------------------------------------------------------------------------------

/// Written to standard output and standard error after each case's own output, before its answer.
const CASE_END: &[u8] = b"\0case-end\0";

fn end_case() {
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(CASE_END).and_then(|_| out.flush());
    let _ = std::io::stderr().lock().write_all(CASE_END);
}

fn send(result: &mut std::fs::File, line: &[u8]) {
    let mut data = line.to_vec();
    data.push(b'\n');
    if result.write_all(&data).is_err() {
        std::process::exit(0); // the judge is gone
    }
}

pub(crate) fn serve() {
    use std::os::unix::io::FromRawFd;

    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        die("usage: program CONTROL_FD RESULT_FD");
    }
    let control: i32 = args[args.len() - 2].parse().unwrap_or_else(|_| die("the descriptors are not numbers"));
    let result: i32 = args[args.len() - 1].parse().unwrap_or_else(|_| die("the descriptors are not numbers"));
    // Safety: the judge opened both descriptors for this program, which owns them from here on.
    let mut lines = Lines { file: unsafe { std::fs::File::from_raw_fd(control) }, pending: Vec::new(), start: 0 };
    let mut result = unsafe { std::fs::File::from_raw_fd(result) };
    let setup = match lines.next() {
        Some(line) => line,
        None => std::process::exit(0),
    };
    let mut parser = Parser { data: &setup, pos: 0 };
    parser.object(|parser, key| match key {
        "filename" => {
            let filename = parser.read_string();
            SETTINGS.with(|settings| settings.borrow_mut().filename = filename);
        }
        "result_limit" => {
            let budget = parser.read_i64().max(0) as usize;
            SETTINGS.with(|settings| settings.borrow_mut().budget = budget);
        }
        // null: the problem's answers never travel packed.
        "packed" if parser.peek() == b'{' => parser.object(|parser, field| match field {
            "max_size" => {
                let largest = parser.read_i64().max(0) as usize;
                SETTINGS.with(|settings| settings.borrow_mut().packed_max = largest);
            }
            "mark" | "fill" => {
                let char = parser.read_string().bytes().next().unwrap_or(0);
                SETTINGS.with(|settings| {
                    let mut settings = settings.borrow_mut();
                    if field == "mark" { settings.packed_mark = char } else { settings.packed_fill = char }
                });
            }
            _ => parser.skip(),
        }),
        _ => parser.skip(),
    });
    install_panic_hook();
    send(&mut result, br#"{"event":"ready"}"#);
    loop {
        let line = match lines.next() {
            Some(line) => line,
            None => std::process::exit(0),
        };
        let mut parser = Parser { data: &line, pos: 0 };
        let mut number: i64 = -1;
        let mut args: Option<usize> = None;
        parser.object(|parser, key| match key {
            "case" => number = parser.read_i64(),
            "args" => {
                parser.ws();
                args = Some(parser.pos);
                parser.skip();
            }
            _ => parser.skip(),
        });
        parser.pos = args.unwrap_or_else(|| die("a case without args"));
        let reply = answer_case(&mut parser);
        // What the submission printed belongs to this case: out before the answer, then the mark the
        // judge cuts the streams at (docs/protocol.md).
        let _ = std::io::stdout().flush();
        end_case();
        let mut line = format!(r#"{{"case":{},"#, number).into_bytes();
        line.extend_from_slice(&reply);
        line.push(b'}');
        send(&mut result, &line);
    }
}
