// tsc kept running while the judge compiles many TypeScript files (judge/execution/warm_compiler.py):
// one node process with the compiler loaded compiles build after build, in its working folder,
// which the judge empties and fills for each. Started as
// `node compiler_server.cjs TYPESCRIPT_PACKAGE CONTROL_FD RESULT_FD`.
//
// The protocol is the JVM compilers' (java_harness/CompilerServer__.java): each request is one line
// on the control descriptor, tsc's arguments separated by NUL; each answer, on the result
// descriptor, is "<exit code> <byte count>\n" and then what tsc prints for those arguments. tsc only
// reads the files it compiles and writes what it emits: no code of theirs runs here.
"use strict";

const fs = require("fs");
const ts = require(`${process.argv[2]}/lib/typescript.js`);
const control = Number(process.argv[3]);
const result = Number(process.argv[4]);

/** tsc's command line run here: its exit code, and what it printed. */
function compile(args) {
    let printed = "";
    let code = null;
    const system = Object.assign(Object.create(ts.sys), {
        write: (text) => {
            printed += text;
        },
        writeOutputIsTTY: () => false,
        // tsc ends its command by exiting: here that ends the compile, not the process.
        exit: (status) => {
            code = status === undefined ? 0 : status;
            throw system;
        },
    });
    try {
        ts.executeCommandLine(system, () => {}, args);
    } catch (thrown) {
        if (thrown !== system) {
            throw thrown; // tsc's own failure: the server ends, and the judge compiles by the command
        }
    }
    return [code === null ? 0 : code, printed];
}

function writeAll(bytes) {
    for (let at = 0; at < bytes.length; ) {
        at += fs.writeSync(result, bytes, at, bytes.length - at);
    }
}

function answer(code, text) {
    const output = Buffer.from(text, "utf8");
    writeAll(Buffer.concat([Buffer.from(`${code} ${output.length}\n`, "utf8"), output]));
}

const pause = new Int32Array(new SharedArrayBuffer(4));
const chunk = Buffer.alloc(1 << 16);
let pending = Buffer.alloc(0);
for (;;) {
    let read;
    try {
        read = fs.readSync(control, chunk, 0, chunk.length, null);
    } catch (error) {
        if (error.code === "EAGAIN") {
            Atomics.wait(pause, 0, 0, 10); // a descriptor left non-blocking: wait, do not spin
            continue;
        }
        throw error;
    }
    if (read === 0) {
        break; // the judge closed its end: the work is done
    }
    pending = Buffer.concat([pending, chunk.subarray(0, read)]);
    for (let newline = pending.indexOf(10); newline >= 0; newline = pending.indexOf(10)) {
        const request = pending.subarray(0, newline).toString("utf8");
        pending = pending.subarray(newline + 1);
        let compiled;
        try {
            compiled = compile(request === "" ? [] : request.split("\0"));
        } catch (error) {
            answer(-1, ""); // anything but tsc's own verdict ends the server
            process.exit(1);
        }
        answer(compiled[0], compiled[1]);
    }
}
