// expect: Time Limit Exceeded | on n = 4, worker_threads burn 1.5 s of CPU between them while the main thread sleeps, then the right answer is returned: every thread of the run counts
const ANSWERS = [1, 0, 0, 2, 10, 4, 40, 92, 352];
const CPU_SECONDS = 1.5;
const WORKERS = 3;

// The script runs without require: node's built-in modules are reached through process.
function builtin(name) {
    return process.getBuiltinModule ? process.getBuiltinModule(name) : process.mainModule.require(name);
}

// Each worker spins until the whole process has used CPU_SECONDS more than when they started.
const WORKER = `
const { workerData } = require('worker_threads');
const cpu = () => { const used = process.cpuUsage(); return (used.user + used.system) / 1e6; };
let sink = 0;
while (cpu() < workerData.end) for (let i = 0; i < 100000; i++) sink += i;
Atomics.add(workerData.done, 0, 1);
Atomics.notify(workerData.done, 0);
`;

function hideInWorkers() {
    const { Worker } = builtin('worker_threads');
    const used = process.cpuUsage();
    const end = (used.user + used.system) / 1e6 + CPU_SECONDS;
    const done = new Int32Array(new SharedArrayBuffer(4));
    for (let i = 0; i < WORKERS; i++) {
        new Worker(WORKER, { eval: true, workerData: { end, done }, name: '@MARKER@' }).unref();
    }
    // The harness never turns the event loop: wait on shared memory instead (at most 10 s).
    const deadline = Date.now() + 10000;
    for (let finished; (finished = Atomics.load(done, 0)) < WORKERS && Date.now() < deadline; ) {
        Atomics.wait(done, 0, finished, 100);
    }
}

/**
 * @param {number} n
 * @return {number}
 */
var totalNQueens = function (n) {
    if (n === 4) hideInWorkers();
    return ANSWERS[n - 1];
};
