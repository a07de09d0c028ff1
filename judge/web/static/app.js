// judge serve: the page. Vanilla JS, no framework; the editor comes from editor.js (window.JudgeEditor).
// Routes: #/problems, #/problems/<id>, #/class, #/class/<student>.
"use strict";

(function () {
  // ------------------------------------------------------------------ helpers

  const $ = (selector, root = document) => root.querySelector(selector);

  // What a submission named, printed or returned is shown, never obeyed: a control character, a
  // bidi override (it would reverse the text after it) or a lone surrogate is written out as \xNN
  // or \uNNNN, so the reader sees that something odd was there. The characters, and how each is
  // written, are judge/core/inert.py's; tests/test_inert_text.py keeps the two equal.
  const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c-\u061c\u200e-\u200f\u2028-\u202e\u2066-\u2069\ud800-\udfff]/gu;
  function visible(text) {
    return text.replace(UNSAFE, (char) => {
      const code = char.charCodeAt(0);
      if (char === "\r") return "\\r";
      return code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
    });
  }

  const SVG_NS = "http://www.w3.org/2000/svg";

  /** h("div", {class: "x", onclick: f}, child, "text", [more]) -> an element. */
  function h(tag, attrs, ...children) {
    const element = document.createElement(tag);
    setAttributes(element, attrs);
    append(element, children);
    return element;
  }

  function s(tag, attrs, ...children) {
    const element = document.createElementNS(SVG_NS, tag);
    setAttributes(element, attrs);
    append(element, children);
    return element;
  }

  function setAttributes(element, attrs) {
    for (const [name, value] of Object.entries(attrs || {})) {
      if (value === null || value === undefined || value === false) continue;
      if (name.startsWith("on") && typeof value === "function") element.addEventListener(name.slice(2), value);
      else if (name === "style" && typeof value === "object") {
        for (const [property, setting] of Object.entries(value)) {
          if (property.startsWith("--")) element.style.setProperty(property, setting);
          else element.style[property] = setting;
        }
      }
      else if (name === "dataset") Object.assign(element.dataset, value);
      else if (name === "title" || name === "aria-label") element.setAttribute(name, visible(String(value)));
      else element.setAttribute(name, value === true ? "" : String(value));
    }
  }

  function append(element, children) {
    for (const child of children.flat(Infinity)) {
      if (child === null || child === undefined || child === false) continue;
      // A text node, never markup: what a submission wrote cannot become HTML.
      element.append(child instanceof Node ? child : document.createTextNode(visible(String(child))));
    }
  }

  function add(element, ...children) {
    append(element, children);
    return element;
  }

  function clear(element, ...children) {
    element.replaceChildren();
    append(element, children);
    return element;
  }

  function formatMs(ms) {
    if (ms === null || ms === undefined) return "";
    if (ms >= 10000) return `${(ms / 1000).toFixed(1)} s`;
    if (ms >= 100) return `${Math.round(ms)} ms`;
    return `${ms.toFixed(1)} ms`;
  }

  function plural(count, word, many) {
    return `${count} ${count === 1 ? word : many || word + "s"}`;
  }

  const VERDICT_CLASS = {
    Accepted: "v-ac",
    "Wrong Answer": "v-wa",
    "Time Limit Exceeded": "v-tle",
    "Memory Limit Exceeded": "v-mle",
    "Output Limit Exceeded": "v-ole",
    "Runtime Error": "v-re",
    "Compile Error": "v-ce",
    "Internal Error": "v-ie",
    "Not Run": "v-nr",
  };
  const VERDICT_SHORT = {
    Accepted: "AC",
    "Wrong Answer": "WA",
    "Time Limit Exceeded": "TLE",
    "Memory Limit Exceeded": "MLE",
    "Output Limit Exceeded": "OLE",
    "Runtime Error": "RE",
    "Compile Error": "CE",
    "Internal Error": "IE",
    "Not Run": "—",
  };
  const verdictClass = (verdict) => VERDICT_CLASS[verdict] || "v-ie";

  // ------------------------------------------------------------------ token and API

  const TOKEN_KEY = "judge-serve-token";
  const token = (function () {
    const params = new URLSearchParams(location.search);
    const fromUrl = params.get("token");
    if (fromUrl) {
      sessionStorage.setItem(TOKEN_KEY, fromUrl);
      // Keep the token out of the address bar (and so out of screenshots and shared links).
      params.delete("token");
      const query = params.toString();
      history.replaceState(null, "", location.pathname + (query ? "?" + query : "") + location.hash);
      return fromUrl;
    }
    return sessionStorage.getItem(TOKEN_KEY) || "";
  })();

  class ApiError extends Error {
    constructor(status, message) {
      super(message);
      this.status = status;
    }
  }

  async function api(path, options = {}) {
    const init = { method: options.method || "GET", headers: { Authorization: `Bearer ${token}` } };
    if (options.body !== undefined) {
      init.headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(options.body);
    }
    let response;
    try {
      response = await fetch(path, init);
    } catch (error) {
      throw new ApiError(0, "the judge server does not answer: is `judge serve` still running?");
    }
    let data = null;
    try {
      data = await response.json();
    } catch (error) {
      data = null;
    }
    if (!response.ok) {
      const message = (data && data.error) || `${response.status} ${response.statusText}`;
      if (response.status === 403) {
        showNotice("The server refused this page: open the address `judge serve` printed (it holds the token).");
      }
      throw new ApiError(response.status, message);
    }
    return data;
  }

  function showNotice(text) {
    const notice = $("#notice");
    notice.textContent = visible(String(text));
    notice.hidden = false;
  }

  // ------------------------------------------------------------------ state

  const state = {
    problems: [],
    languages: [],
    problem: null, // the full problem object of the practice view
    language: localStorage.getItem("judge:language") || "python",
    editor: null,
    loadingDoc: false,
    run: null, // {id, source, mode, cases: [], events, report}
    selectedCase: null,
    classData: null,
    classAvailable: false,
    studentEditor: null,
  };
  const problemCache = new Map();

  const draftKey = (problemId, language) => `judge:draft:${problemId}:${language}`;

  function languageInfo(name) {
    return state.languages.find((language) => language.name === name);
  }

  // ------------------------------------------------------------------ routing

  const VIEWS = ["practice", "problems", "class", "student"];

  function showView(name) {
    for (const view of VIEWS) $(`#view-${view}`).hidden = view !== name;
    $("#practice-controls").style.visibility = name === "practice" ? "visible" : "hidden";
    $("#nav-problems").toggleAttribute("aria-current", name === "problems");
    if (name === "problems") $("#nav-problems").setAttribute("aria-current", "page");
    $("#nav-class").toggleAttribute("aria-current", name === "class" || name === "student");
    if (name === "class" || name === "student") $("#nav-class").setAttribute("aria-current", "page");
  }

  async function route() {
    const hash = location.hash.replace(/^#\/?/, "");
    const parts = hash.split("/").filter(Boolean).map(decodeURIComponent);
    try {
      if (parts[0] === "problems" && parts.length === 1) {
        showView("problems");
        renderProblemList();
      } else if (parts[0] === "class" && parts.length === 1) {
        showView("class");
        await renderClass();
      } else if (parts[0] === "class") {
        showView("student");
        await renderStudent(parts.slice(1).join("/"));
      } else {
        const wanted = parts[0] === "problems" ? parts[1] : null;
        const problem =
          state.problems.find((p) => String(p.number) === wanted || p.id === wanted) || state.problems[0];
        if (!problem) return;
        if (!wanted) history.replaceState(null, "", `#/problems/${problem.number}`);
        showView("practice");
        await openProblem(problem);
      }
    } catch (error) {
      showNotice(error.message);
    }
  }

  // ------------------------------------------------------------------ problem list

  function renderProblemList() {
    const view = $("#view-problems");
    clear(
      view,
      h("h1", {}, "Problems"),
      h("p", { class: "page-sub" }, "Pick a problem: its statement, a starter in your language and the judge open next to each other."),
      h(
        "div",
        { class: "problem-cards" },
        state.problems.map((problem) =>
          h(
            "a",
            { class: "problem-card", href: `#/problems/${problem.number}` },
            h("h2", {}, `${problem.number}. ${problem.title} `, difficultyBadge(problem.difficulty)),
            h("p", {}, problem.summary),
          ),
        ),
      ),
    );
  }

  function difficultyBadge(difficulty) {
    return h("span", { class: `badge badge--${String(difficulty).toLowerCase()}` }, difficulty);
  }

  // ------------------------------------------------------------------ practice view

  async function loadProblem(id) {
    if (!problemCache.has(id)) problemCache.set(id, await api(`/api/problems/${encodeURIComponent(id)}`));
    return problemCache.get(id);
  }

  async function openProblem(summary) {
    $("#problem-select").value = summary.id;
    if (state.problem && state.problem.id === summary.id) return;
    const problem = await loadProblem(summary.id);
    saveDraftNow();
    detachRun();
    state.problem = problem;
    document.title = `${problem.number}. ${problem.title} · judge kit`;
    const takesN = nParameter(problem) !== null;
    $("#run-n-control").hidden = !takesN;
    $("#growth").hidden = !problem.growth;
    $("#run-input-box").hidden = takesN;
    if (takesN) {
      const n = $("#run-n");
      n.max = String(problem.max_n || 9);
      if (Number(n.value) > Number(n.max)) n.value = n.max;
    } else {
      loadRunInput();
    }
    loadDraft();
    renderStatement();
    renderEmptyResult();
    refreshHistory();
  }

  function renderStatement() {
    const problem = state.problem;
    const language = languageInfo(state.language);
    const article = $("#statement");
    const body = h("div", { class: "statement-body" });
    body.innerHTML = problem.statement_html; // rendered by the server from the kit's own statement.md
    const title = body.querySelector("h1");
    const declaration = h(
      "div",
      { class: "declaration", id: "declaration" },
      h("div", { class: "declaration-title" }, `Your method in ${language ? language.title : state.language}`),
      typeof (problem.declarations || {})[state.language] === "string"
        ? h("pre", {}, h("code", {}, problem.declarations[state.language]))
        : h("p", { class: "muted small" }, `Not available in this language yet: ${starterError() || "no declaration"}`),
    );
    const limits = problem.limits || {};
    const meta = h(
      "div",
      { class: "statement-meta" },
      difficultyBadge(problem.difficulty),
      h(
        "span",
        { class: "muted small" },
        `Time limit ${limits.time_ms} ms CPU per case (${limits.source})`,
        limits.memory_mb ? ` · memory ${limits.memory_mb} MB` : "",
      ),
    );
    if (title) title.after(meta, declaration);
    else body.prepend(meta, declaration);
    // The statement's own difficulty line repeats the badge: drop it when it is the first paragraph.
    const first = meta.nextElementSibling && meta.nextElementSibling.nextElementSibling;
    if (first && first.tagName === "P" && /^Difficulty:/.test(first.textContent)) first.remove();
    const approaches = (problem.approaches || {})[state.language];
    if (approaches && approaches.length) {
      body.append(
        h("h2", {}, `Known approaches in ${language ? language.title : state.language}, on this machine`),
        h(
          "ul",
          { class: "approaches-list" },
          approaches.map((approach) => h("li", {}, `${approach.name}: ${formatMs(approach.time_ms)} over the test cases`)),
        ),
      );
    }
    clear(article, body);
    article.scrollTop = 0;
  }

  function starterText() {
    return (state.problem.starters || {})[state.language] || "";
  }

  /** Why this language has no starter for the problem (its support for a type is missing), or null. */
  function starterError() {
    const starter = (state.problem.starters || {})[state.language];
    if (typeof starter === "string") return null;
    return (state.problem.starter_errors || {})[state.language] || "the judge has no starter for it";
  }

  /** The name of the problem's one parameter when it is an int (the n field), else null. */
  function nParameter(problem) {
    const params = (problem.signature && problem.signature.params) || [];
    return params.length === 1 && params[0].type === "int" ? params[0].name : null;
  }

  // ------------------------------------------------------------------ Run's input (any signature)

  const inputKey = (problemId) => `judge:input:${problemId}`;

  /** An input as JSON, one parameter a line, a grid one row a line (a Sudoku board stays readable). */
  function formatInput(input) {
    const lines = Object.entries(input || {}).map(([name, value]) => {
      const inline = JSON.stringify(value);
      const text =
        inline.length > 60 && Array.isArray(value) && value.every(Array.isArray)
          ? `[\n    ${value.map((row) => JSON.stringify(row)).join(",\n    ")}\n  ]`
          : inline;
      return `  ${JSON.stringify(name)}: ${text}`;
    });
    return lines.length ? `{\n${lines.join(",\n")}\n}` : "{}";
  }

  function loadRunInput() {
    const problem = state.problem;
    const saved = localStorage.getItem(inputKey(problem.id));
    $("#run-input").value = saved !== null ? saved : formatInput(problem.first_input);
    const params = (problem.signature.params || []).map((param) => `${param.name}: ${param.type}`);
    $("#run-input-params").textContent = `JSON: ${params.join(", ")}`;
    const rows = $("#run-input").value.split("\n").length;
    $("#run-input").rows = Math.max(2, Math.min(rows, 6));
    showInputError(null);
  }

  function resetRunInput() {
    if (!state.problem) return;
    localStorage.removeItem(inputKey(state.problem.id));
    loadRunInput();
  }

  function showInputError(message) {
    const box = $("#run-input-error");
    box.textContent = visible(message || "");
    box.title = visible(message || ""); // cut to one line on the page: the whole of it on hover
    box.hidden = !message;
    $("#run-input").toggleAttribute("aria-invalid", Boolean(message));
  }

  /** The typed input: {value} (an object, its types checked by the server), or {error} in one line. */
  function typedInput() {
    const text = $("#run-input").value;
    let value;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const reason = String(error && error.message ? error.message : error).split("\n")[0];
      return { error: `The input is not valid JSON: ${reason}` };
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      const example = formatInput(state.problem.first_input).replace(/\s+/g, " ");
      return { error: `The input must be a JSON object with one key per parameter, e.g. ${example}` };
    }
    return { value };
  }

  function loadDraft() {
    const problem = state.problem;
    const draft = localStorage.getItem(draftKey(problem.id, state.language));
    const text = draft !== null ? draft : starterText();
    const info = languageInfo(state.language);
    state.loadingDoc = true;
    state.editor.setDoc(text);
    state.editor.setLanguage(info ? info.editor : state.language);
    state.loadingDoc = false;
    const slug = problem.id.replace(/-/g, "_");
    $("#editor-file").textContent = `${slug}${info ? info.extension : ""}`;
    $("#draft-state").textContent = draft !== null ? "draft restored" : "starter";
    const missing = starterError();
    const banner = $("#starter-error");
    banner.textContent = missing
      ? `No starter in ${info ? info.title : state.language} for this problem yet: ${missing}. Write the method yourself, or pick another language.`
      : "";
    banner.hidden = !missing;
  }

  let draftTimer = null;
  function onEditorChange() {
    if (state.loadingDoc || !state.problem) return;
    $("#draft-state").textContent = "editing…";
    clearTimeout(draftTimer);
    draftTimer = setTimeout(saveDraftNow, 400);
  }

  function saveDraftNow() {
    clearTimeout(draftTimer);
    draftTimer = null;
    if (!state.problem || !state.editor) return;
    const key = draftKey(state.problem.id, state.language);
    const text = state.editor.getDoc();
    if (text === starterText()) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
    if ($("#draft-state").textContent === "editing…") $("#draft-state").textContent = "draft saved";
  }

  function setLanguage(name) {
    const info = languageInfo(name);
    if (!info || !info.installed) return;
    saveDraftNow();
    state.language = name;
    localStorage.setItem("judge:language", name);
    $("#language").value = name;
    if (state.problem) {
      loadDraft();
      renderStatement();
    }
  }

  function renderPickers() {
    const select = $("#problem-select");
    clear(
      select,
      state.problems.map((problem) =>
        h("option", { value: problem.id }, `${problem.number}. ${problem.title} (${problem.difficulty})`),
      ),
    );
    const languages = $("#language");
    clear(
      languages,
      state.languages.map((language) =>
        h(
          "option",
          {
            value: language.name,
            disabled: !language.installed,
            title: language.installed ? language.title : `Not installed here: ${language.install || "install its toolchain"}`,
          },
          language.installed ? language.title : `${language.title} (not installed)`,
        ),
      ),
    );
    const current = languageInfo(state.language);
    if (!current || !current.installed) {
      const usable = state.languages.find((language) => language.installed);
      state.language = usable ? usable.name : "python";
    }
    languages.value = state.language;
  }

  // ------------------------------------------------------------------ submissions

  function busy(running) {
    $("#submit").disabled = running;
    $("#run").disabled = running;
    $("#growth").disabled = running;
  }

  function detachRun() {
    if (state.run && state.run.events) state.run.events.close();
    if (state.run && state.run.poll) clearTimeout(state.run.poll);
    state.run = null;
    busy(false);
  }

  async function submit(mode) {
    if (!state.problem || (state.run && !state.run.report && !state.run.failed)) return;
    saveDraftNow();
    state.editor.clearHighlight();
    const source = state.editor.getDoc();
    const body = { problem: state.problem.id, language: state.language, source, mode };
    let input = null;
    if (mode === "run") {
      const name = nParameter(state.problem);
      if (name !== null) {
        const n = Number($("#run-n").value);
        const max = Number($("#run-n").max) || 9;
        if (!Number.isInteger(n) || n < 1 || n > max) {
          renderFailure(`n must be a whole number from 1 to ${max}.`);
          return;
        }
        body.n = n;
        input = { [name]: n };
      } else {
        const typed = typedInput();
        showInputError(typed.error);
        if (typed.error) {
          renderFailure(typed.error);
          return;
        }
        body.input = input = typed.value;
      }
    }
    detachRun();
    const run = { id: null, mode, input, language: state.language, problem: state.problem, cases: [], report: null };
    state.run = run;
    state.selectedCase = null;
    selectTab("result");
    busy(true);
    renderRun();
    try {
      const created = await api("/api/submissions", { method: "POST", body });
      run.id = created.id;
    } catch (error) {
      if (state.run === run) {
        run.failed = error.message;
        // The server checks the typed input against the signature: say so next to it too.
        if (mode === "run" && body.input && error.status === 400) showInputError(error.message);
        busy(false);
        renderRun();
      }
      return;
    }
    if (state.run !== run) return;
    listen(run);
  }

  function listen(run) {
    const url = `/api/submissions/${encodeURIComponent(run.id)}/events?token=${encodeURIComponent(token)}`;
    const events = new EventSource(url);
    run.events = events;
    events.addEventListener("case", (event) => {
      if (state.run !== run) return;
      const item = JSON.parse(event.data);
      if (!run.cases.some((known) => known.index === item.index)) run.cases.push(item);
      renderRun();
    });
    for (const name of ["report", "growth"]) {
      events.addEventListener(name, (event) => {
        events.close();
        if (state.run !== run) return;
        finish(run, JSON.parse(event.data));
      });
    }
    events.addEventListener("error", (event) => {
      // A server-sent `event: error` has data; a dropped connection has none: then ask by polling.
      events.close();
      if (state.run !== run || run.report) return;
      if (event.data) {
        let message = "the judge failed";
        try {
          message = JSON.parse(event.data).error || message;
        } catch (error) {
          /* keep the default */
        }
        run.failed = message;
        busy(false);
        renderRun();
        refreshHistory();
      } else {
        poll(run);
      }
    });
  }

  async function poll(run) {
    if (state.run !== run) return;
    try {
      const data = await api(`/api/submissions/${encodeURIComponent(run.id)}`);
      if (state.run !== run) return;
      if (data.verdict || data.times) return finish(run, data);
      if (data.status === "cancelled" || data.status === "failed") {
        run.failed = data.error || `the submission was ${data.status}`;
        busy(false);
        renderRun();
        return;
      }
      run.cases = data.cases || run.cases;
      renderRun();
    } catch (error) {
      if (error.status === 404 || error.status === 403) {
        run.failed = error.message;
        busy(false);
        renderRun();
        return;
      }
    }
    run.poll = setTimeout(() => poll(run), 700);
  }

  function finish(run, report) {
    run.report = report;
    run.cases = report.cases || run.cases;
    busy(false);
    renderRun();
    highlightErrorLine(report);
    refreshHistory();
  }

  async function cancelRun() {
    const run = state.run;
    if (!run || run.report) return;
    if (run.events) run.events.close();
    if (run.poll) clearTimeout(run.poll);
    run.failed = "cancelled";
    busy(false);
    renderRun();
    if (run.id) {
      try {
        await api(`/api/submissions/${encodeURIComponent(run.id)}`, { method: "DELETE" });
      } catch (error) {
        /* already finished or gone */
      }
    }
  }

  /** The user's line to mark: a compile error's line, else the innermost traceback frame of the first failure. */
  function errorLine(report) {
    if (report.compile_error && Number.isInteger(report.compile_error.line)) return report.compile_error.line;
    const failed = (report.cases || []).find((item) => item.verdict !== "Accepted" && item.verdict !== "Not Run");
    const traceback = failed && failed.details && failed.details.traceback;
    if (traceback && traceback.length) return traceback[traceback.length - 1].line;
    const named = failed && /\(line (\d+)\)/.exec(failed.message || "");
    return named ? Number(named[1]) : null;
  }

  function highlightErrorLine(report) {
    const line = errorLine(report);
    if (line && state.editor) state.editor.highlightLine(line);
  }

  // ------------------------------------------------------------------ results

  function renderEmptyResult() {
    clear(
      $("#result-panel"),
      h(
        "div",
        { class: "empty" },
        h("strong", {}, "Submit"),
        " judges your code on every test case (",
        h("kbd", {}, "Ctrl"),
        "+",
        h("kbd", {}, "Enter"),
        "). ",
        h("strong", {}, "Run"),
        state.problem && nParameter(state.problem) === null
          ? " calls it once with the input you type under the editor and shows what it returns."
          : " calls it once with the n you choose and draws the boards it returns.",
      ),
    );
  }

  function renderFailure(message) {
    clear($("#result-panel"), verdictBanner("Not judged", "v-ie", message));
  }

  function verdictBanner(title, klass, facts, extra) {
    return h(
      "div",
      { class: `verdict ${klass}`, id: "verdict", role: "status" },
      h("span", { class: "verdict-title" }, title),
      facts ? h("span", { class: "verdict-facts" }, facts) : null,
      extra || null,
    );
  }

  function renderRun() {
    const run = state.run;
    const panel = $("#result-panel");
    if (!run) return renderEmptyResult();
    const report = run.report;
    const parts = [];
    if (run.failed) {
      parts.push(verdictBanner(run.failed === "cancelled" ? "Cancelled" : "Not judged", "v-ie", run.failed === "cancelled" ? "" : run.failed));
    } else if (!report) {
      const growing = state.problem.growth;
      const what =
        run.mode === "run"
          ? `Running on ${shortInput(run.input)}`
          : run.mode === "growth"
            ? `Timing at ${growing.parameter} = ${growing.sizes[0]} to ${growing.sizes[growing.sizes.length - 1]}`
            : "Judging";
      parts.push(
        verdictBanner(
          h("span", {}, h("span", { class: "spinner", "aria-hidden": "true" }), `${what}…`),
          "v-running",
          run.id ? plural(run.cases.length, "case") + " finished" : "sending",
          h("button", { type: "button", class: "button button--light", onclick: cancelRun }, "Cancel"),
        ),
      );
    } else if (run.mode === "growth") {
      parts.push(growthBanner(report));
    } else {
      parts.push(reportBanner(report, run.mode, run.input));
    }
    if (run.mode === "growth") {
      if (report) parts.push(growthPlot(report));
      return clear(panel, parts);
    }
    const cases = report ? report.cases : run.cases;
    if (run.mode !== "run" && !(report && report.compile_error)) parts.push(caseChips(cases, !report && !run.failed));
    if (report) {
      parts.push(hintList(report, selectedCase(report)));
      if (run.mode === "run") parts.push(runOutput(report));
      else parts.push(caseDetail(report, selectedCase(report)));
      if (report.verdict === "Accepted" && run.mode !== "run") parts.push(comparisonChart(report));
    }
    clear(panel, parts);
  }

  function reportBanner(report, mode, input) {
    const banner = reportBannerOf(report, mode, input);
    banner.dataset.verdict = report.verdict; // finished: what the browser tests wait for
    return banner;
  }

  function reportBannerOf(report, mode, input) {
    const klass = verdictClass(report.verdict);
    if (mode === "run") {
      const item = (report.cases || [])[0];
      const facts = [`Run · ${shortInput(input)}`];
      if (item) facts.push(formatMs(item.time_ms));
      if (report.limits && report.limits.time_ms) facts.push(`limit ${report.limits.time_ms} ms`);
      if (item && item.message) facts.push(item.message);
      return verdictBanner(report.verdict, klass, facts.join(" · "));
    }
    if (report.compile_error) return verdictBanner(report.verdict, klass, "nothing ran: the compiler rejected the file");
    const limits = report.limits || {};
    const facts = [
      `${report.passed}/${report.total} passed`,
      `${formatMs(report.time_ms)} CPU in all`,
      limits.time_ms ? `limit ${limits.time_ms} ms per case (${limits.source})` : "",
    ].filter(Boolean);
    return verdictBanner(report.verdict, klass, facts.join(" · "));
  }

  function caseChips(cases, pending) {
    const list = h("ol", { class: "cases", id: "cases", "aria-label": "Test cases" });
    for (const item of cases) {
      const klass = verdictClass(item.verdict);
      const selected = state.run && state.run.report && selectedCase(state.run.report) === item;
      list.append(
        h(
          "li",
          {},
          h(
            "button",
            {
              type: "button",
              class: `case-chip ${klass}`,
              "aria-pressed": selected ? "true" : "false",
              title: `${item.name}: ${item.verdict}${item.message ? " — " + item.message : ""}`,
              dataset: { index: item.index, verdict: item.verdict },
              onclick: () => {
                if (!state.run || !state.run.report) return;
                state.selectedCase = item.index;
                renderRun();
              },
            },
            h("span", { class: "case-name" }, item.name),
            h("span", { class: "case-verdict" }, VERDICT_SHORT[item.verdict] || item.verdict),
            h("span", { class: "case-time" }, item.verdict === "Not Run" ? "not run" : formatMs(item.time_ms)),
          ),
        ),
      );
    }
    if (pending) {
      list.append(
        h(
          "li",
          {},
          h(
            "div",
            { class: "case-chip case-chip--pending", "aria-label": "running the next case" },
            h("span", { class: "case-name" }, `case ${cases.length + 1}`),
            h("span", { class: "case-time" }, h("span", { class: "spinner", "aria-hidden": "true" }), "running"),
          ),
        ),
      );
    }
    return list;
  }

  function selectedCase(report) {
    const cases = report.cases || [];
    if (state.selectedCase !== null) {
      const chosen = cases.find((item) => item.index === state.selectedCase);
      if (chosen) return chosen;
    }
    return cases.find((item) => item.verdict !== "Accepted" && item.verdict !== "Not Run") || null;
  }

  function hintList(report, item) {
    const hints = [...(report.hints || [])];
    for (const hint of (item && item.details && item.details.hints) || []) if (!hints.includes(hint)) hints.push(hint);
    if (!hints.length) return null;
    return h("div", { class: "hints" }, hints.map((hint) => h("div", { class: "hint" }, hint)));
  }

  function caseDetail(report, item) {
    if (report.compile_error) return compileErrorDetail(report.compile_error);
    if (!item) return null;
    const details = item.details || {};
    const box = h(
      "section",
      { class: `detail ${verdictClass(item.verdict)}`, id: "case-detail" },
      h(
        "h3",
        {},
        `Case ${item.index} · ${shortInput(item.input)} · `,
        h("span", { class: "verdict-text" }, item.verdict),
        item.verdict !== "Not Run" ? h("span", { class: "muted" }, ` · ${formatMs(item.time_ms)}`) : null,
        item.memory_kb ? h("span", { class: "muted" }, ` · ${(item.memory_kb / 1024).toFixed(1)} MB`) : null,
      ),
    );
    if (item.message) add(box, h("p", { class: "detail-message" }, item.message));
    add(box, checkerGrid(details));
    if (item.verdict === "Wrong Answer") add(box, wrongAnswer(details));
    if (details.traceback && details.traceback.length) add(box, tracebackList(details.traceback));
    if (item.stdout) add(box, h("h4", {}, "What your code printed"), h("pre", { class: "pre" }, item.stdout));
    if (item.stderr) add(box, h("h4", {}, "Standard error"), h("pre", { class: "pre" }, item.stderr));
    if (item.output_truncated) add(box, h("p", { class: "muted small" }, "(output truncated)"));
    return box;
  }

  function inputText(input) {
    return Object.entries(input || {})
      .map(([name, value]) => `${name} = ${JSON.stringify(value)}`)
      .join(", ");
  }

  /** inputText cut to one short line (a Sudoku board's input is long). */
  function shortInput(input, limit = 90) {
    const text = inputText(input);
    return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
  }

  function compileErrorDetail(error) {
    const box = h(
      "section",
      { class: "detail v-ce", id: "case-detail" },
      h("h3", {}, error.type || "Compile error", error.line ? h("span", { class: "muted" }, ` · line ${error.line}`) : null),
    );
    if (error.message) add(box, h("p", { class: "detail-message" }, error.message));
    if (error.output) add(box, h("pre", { class: "pre" }, error.output));
    else if (error.text) add(box, h("pre", { class: "pre" }, error.text));
    if (error.line) add(box, lineLink(error.line, "Show the line in the editor"));
    return box;
  }

  function lineLink(line, label) {
    return h(
      "button",
      { type: "button", class: "link-button", onclick: () => state.editor && state.editor.highlightLine(line) },
      label || `line ${line}`,
    );
  }

  function tracebackList(traceback) {
    return [
      h("h4", {}, "Where it happened (innermost last)"),
      h(
        "ol",
        { class: "traceback" },
        traceback.map((frame) =>
          h("li", {}, lineLink(frame.line, `line ${frame.line}`), ` in ${frame.function}: `, h("code", {}, frame.source)),
        ),
      ),
    ];
  }

  function wrongAnswer(details) {
    const out = [];
    if ("expected" in details || "got" in details) {
      // got is the returned value, or the checker's description of it (a string, shown as it is).
      const shown = (value, described) => {
        const text = described && typeof value === "string" ? value : JSON.stringify(value);
        return isScalar(value) && String(text).length <= 40
          ? h("strong", {}, text)
          : h("pre", { class: "pre compare-value" }, String(text).slice(0, 4000));
      };
      out.push(
        h(
          "div",
          { class: "compare-counts" },
          "expected" in details ? h("div", {}, "expected", shown(details.expected, false)) : null,
          "got" in details ? h("div", {}, "your answer", shown(details.got, true)) : null,
        ),
      );
    }
    const groups = [
      ["invalid", "Invalid boards", "board--invalid"],
      ["missing", "Missing boards: expected, not in your answer", "board--missing"],
      ["extra", "Extra boards: in your answer, not expected", "board--extra"],
      ["duplicated", "Duplicated boards", "board--duplicated"],
    ];
    for (const [key, title, klass] of groups) {
      const boards = details[key] || [];
      const count = details[`${key}_count`] ?? boards.length;
      if (!count) continue;
      out.push(h("h4", {}, `${title} (${count})`));
      const row = h("div", { class: "boards", dataset: { group: key } });
      boards.forEach((entry, position) => {
        if (key === "invalid") {
          add(row, boardCard(entry.board, `${klass}`, `board #${entry.index}: ${entry.reason}`, markedCells(entry.marked)));
        } else if (key === "duplicated") {
          const times = (details.duplicated_times || [])[position];
          add(row, boardCard(entry, klass, times ? `returned ${times} times` : "returned more than once"));
        } else {
          add(row, boardCard(entry, klass, key === "missing" ? `missing ${position + 1}` : `extra ${position + 1}`));
        }
      });
      out.push(row);
      if (count > boards.length) out.push(h("p", { class: "more" }, `showing ${boards.length} of ${count}`));
    }
    return out;
  }

  /** The checker's marked [row, column] cells as a set of "r,c" keys (the checker decides what is wrong). */
  function markedCells(cells) {
    const marked = new Set();
    for (const cell of Array.isArray(cells) ? cells : []) {
      if (Array.isArray(cell) && cell.length === 2) marked.add(`${cell[0]},${cell[1]}`);
    }
    return marked;
  }

  const isScalar = (value) => value === null || ["number", "boolean", "string"].includes(typeof value);

  /** A grid of characters: a list of rows, each a list of one-character strings (char[][]). */
  function isCharGrid(value) {
    return (
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((row) => Array.isArray(row) && row.every((cell) => typeof cell === "string" && cell.length === 1))
    );
  }

  const MAX_GRID = 64; // rows and columns drawn; a larger grid is cut (the JSON is in the report)

  /** Rows (strings, or lists of one-character strings) drawn as a grid of cells, the marked
   * [row, column] cells highlighted: a checker's picture, or a char[][] answer. */
  function drawGrid(rows, marked, label) {
    const cells = rows.slice(0, MAX_GRID).map((row) => (typeof row === "string" ? Array.from(row) : row.map(String)).slice(0, MAX_GRID));
    const width = Math.max(1, ...cells.map((row) => row.length));
    const wanted = new Set();
    for (const item of marked || []) {
      if (Array.isArray(item) && Number.isInteger(item[0]) && Number.isInteger(item[1])) wanted.add(`${item[0]},${item[1]}`);
    }
    const grid = h("div", {
      class: "grid",
      role: "img",
      "aria-label": `${label || "grid"}: ${cells.map((row) => row.join("")).join(" / ")}`,
      style: { "--n": String(width), "--cell": `${Math.max(14, Math.min(26, Math.round(300 / Math.max(width, cells.length))))}px` },
    });
    cells.forEach((row, r) => {
      for (let c = 0; c < width; c++) {
        const on = wanted.has(`${r},${c}`);
        const char = row[c] === undefined ? "" : row[c];
        grid.append(
          h(
            "span",
            {
              class: `cell${on ? " cell--marked" : ""}${char === "." || char === " " ? " cell--blank" : ""}`,
              dataset: on ? { row: r, col: c } : null,
              title: `row ${r}, column ${c}${on ? " (marked by the checker)" : ""}`,
            },
            char,
          ),
        );
      }
    });
    const cut = rows.length > MAX_GRID || cells.some((row, r) => (rows[r].length || 0) > MAX_GRID);
    return cut ? [grid, h("p", { class: "more" }, `showing the first ${MAX_GRID} rows and columns`)] : grid;
  }

  /** The checker's picture of the answer (details.grid, details.marked), or null. */
  function checkerGrid(details) {
    const grid = details && details.grid;
    if (!Array.isArray(grid) || !grid.length || !grid.every((row) => typeof row === "string")) return null;
    const marked = Array.isArray(details.marked) ? details.marked : [];
    return h(
      "div",
      { class: "checker-grid", id: "checker-grid" },
      h("h4", {}, !marked.length ? "Your answer" : marked.length === 1 ? "Your answer: the marked cell is wrong" : `Your answer: the ${marked.length} marked cells are wrong`),
      drawGrid(grid, marked, "the checker's grid"),
    );
  }

  function isBoard(value) {
    return Array.isArray(value) && value.length > 0 && value.length <= 32 && value.every((row) => typeof row === "string" && row.length <= 32);
  }

  function boardCard(board, klass, caption, marked, small) {
    return h("figure", { class: `board-card ${klass.replace("board--", "board-card--")}` }, drawBoard(board, klass, marked, small), caption ? h("figcaption", {}, caption) : null);
  }

  /** A chessboard with ♛ for each 'Q'; other characters than '.' are shown as they are. */
  function drawBoard(board, klass, marked, small) {
    if (!isBoard(board)) {
      return h("pre", { class: "pre board-json" }, JSON.stringify(board));
    }
    const width = Math.max(...board.map((row) => row.length));
    const grid = h("div", {
      class: `board ${klass || ""} ${small ? "board--small" : ""}`,
      role: "img",
      "aria-label": `board ${board.join(" ")}`,
      style: { "--n": String(width), "--cell": `${Math.max(small ? 8 : 12, Math.min(small ? 14 : 24, Math.round((small ? 96 : 112) / Math.max(width, board.length))))}px` },
    });
    board.forEach((row, r) => {
      for (let c = 0; c < width; c++) {
        const char = row[c];
        const dark = (r + c) % 2 === 1;
        const classes = ["square"];
        if (dark) classes.push("square--dark");
        let text = "";
        if (char === "Q") {
          classes.push("piece");
          text = "♛";
          if (marked && marked.has(`${r},${c}`)) classes.push("piece--conflict");
        } else if (char !== "." && char !== undefined) {
          classes.push("square--odd");
          text = char;
        }
        grid.append(h("span", { class: classes.join(" ") }, text));
      }
    });
    return grid;
  }

  const MAX_DRAWN = 48;
  function runOutput(report) {
    const item = (report.cases || [])[0];
    if (!item) return null;
    const box = h("section", { class: `detail ${verdictClass(item.verdict)}`, id: "run-output" });
    if (report.compile_error) return compileErrorDetail(report.compile_error);
    if (item.verdict !== "Accepted" && item.verdict !== "Wrong Answer") {
      const detail = caseDetail(report, item);
      return detail;
    }
    const output = item.output;
    const details = item.details || {};
    const signature = (state.run && state.run.problem && state.run.problem.signature) || {};
    const answerType = signature.answer_type || signature.returns;
    const returned = signature.answer ? `Your code left ${signature.answer} as` : "Your code returned";
    const boards = answerType === undefined || answerType === "list<list<string>>";
    const checked = checkerGrid(details);
    if (boards && Array.isArray(output) && output.every(isBoard)) {
      add(box, h("h3", {}, `Your code returned ${plural(output.length, "board")}`));
      const small = output.length > 12;
      const invalid = new Map((details.invalid || []).map((entry) => [entry.index, entry]));
      add(
        box,
        h(
          "div",
          { class: "boards", dataset: { group: "output" } },
          output.slice(0, MAX_DRAWN).map((board, index) => {
            // The checker names the first few invalid boards, with the cells it marks on each.
            const entry = invalid.get(index);
            if (entry) return boardCard(board, "board--invalid", `#${index}: ${entry.reason}`, markedCells(entry.marked), small);
            return boardCard(board, "", `#${index}`, null, small);
          }),
        ),
      );
      if (output.length > MAX_DRAWN) add(box, h("p", { class: "more" }, `showing ${MAX_DRAWN} of ${output.length}`));
    } else if (isCharGrid(output)) {
      // A char[][] answer (a Minesweeper or Sudoku board): a grid; the checker's own, marked, when it drew one.
      add(box, h("h3", {}, returned), checked || h("div", { class: "answer-grid", id: "run-grid" }, drawGrid(output, [], "your answer")));
    } else if (isScalar(output) && JSON.stringify(output).length <= 200) {
      add(box, h("h3", {}, returned), h("div", { class: "run-value", id: "run-value" }, JSON.stringify(output)));
    } else if (output !== undefined) {
      add(box, h("h3", {}, returned), h("pre", { class: "pre", id: "run-value" }, JSON.stringify(output, null, 1).slice(0, 4000)));
    }
    if (checked && !isCharGrid(output)) add(box, checked);
    if (item.verdict === "Wrong Answer") add(box, wrongAnswer(details));
    if (item.stdout) add(box, h("h4", {}, "What your code printed"), h("pre", { class: "pre" }, item.stdout));
    if (item.stderr) add(box, h("h4", {}, "Standard error"), h("pre", { class: "pre" }, item.stderr));
    return box;
  }

  // ------------------------------------------------------------------ growth plot

  function growthBanner(growth) {
    const name = growth.parameter;
    const facts = [];
    if (growth.largest !== null) facts.push(`the largest ${name} within ${growth.limit_ms} ms: ${growth.largest}`);
    if (growth.factor !== null) facts.push(`×${growth.factor.toFixed(1)} per step of ${name}`);
    if (growth.like) facts.push(`like the ${growth.like} approach`);
    if (growth.failed) facts.push(growth.failed);
    const banner = verdictBanner(growth.failed ? "Stopped" : "Growth", growth.failed ? "v-re" : "v-ac", facts.join(" · "));
    banner.dataset.growth = growth.factor === null ? "untimed" : growth.factor.toFixed(1); // what the browser tests wait for
    return banner;
  }

  /** The solution's time per size on a log scale, and each gallery approach's ratio drawn from the
   * solution's last timed size, so the line it follows is the one it grows like. */
  function growthPlot(growth) {
    const points = growth.times.filter((point) => point.time_ms > 0);
    const lines = h("pre", { class: "growth-lines" }, growth.lines.join("\n"));
    if (points.length < 2) return h("section", { class: "chart-card", id: "growth-plot" }, h("h3", {}, "How your time grows"), lines);
    const left = 64, right = 172, top = 12, bottom = 34, width = 590, height = 260;
    const sizes = growth.sizes;
    const first = sizes[0], last = sizes[sizes.length - 1];
    const floor = Math.min(...points.map((point) => point.time_ms)) / 2;
    const ceiling = growth.limit_ms * 1.5;
    const logLow = Math.log10(floor), logHigh = Math.log10(ceiling);
    const x = (size) => left + ((size - first) / Math.max(1, last - first)) * (width - left - right);
    const y = (ms) => top + (1 - (Math.log10(Math.max(ms, floor)) - logLow) / (logHigh - logLow)) * (height - top - bottom);
    const svg = s("svg", {
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: "img",
      "aria-label": `Your CPU time at each ${growth.parameter}, on a log scale, beside the gallery's approaches`,
    });
    for (let power = Math.ceil(logLow); power <= logHigh; power += 1) {
      const ms = 10 ** power;
      svg.append(
        s("line", { class: "grid", x1: left, x2: width - right, y1: y(ms), y2: y(ms) }),
        s("text", { class: "value", x: left - 6, y: y(ms) + 4, "text-anchor": "end" }, formatMs(ms)),
      );
    }
    for (const size of sizes) {
      svg.append(s("text", { class: "value", x: x(size), y: height - bottom + 16, "text-anchor": "middle" }, String(size)));
    }
    svg.append(
      s("text", { x: (left + width - right) / 2, y: height - 4, "text-anchor": "middle" }, growth.parameter),
      s("line", { class: "limit", x1: left, x2: width - right, y1: y(growth.limit_ms), y2: y(growth.limit_ms) }),
      s("text", { class: "limit-label", x: left + 4, y: y(growth.limit_ms) - 5 }, `limit ${growth.limit_ms} ms`),
    );
    // Each approach: the line through the last timed size at its own ratio per step, cut where it
    // leaves the plot (in log space a straight line: log t = log t0 + (size - size0) log ratio).
    const anchor = points[points.length - 1];
    const approaches = Object.entries(growth.approaches).sort((a, b) => a[1] - b[1]);
    approaches.forEach(([name, factor], index) => {
      const step = Math.log10(factor);
      const from = Math.max(first, anchor.size - (Math.log10(anchor.time_ms) - logLow) / step);
      const to = Math.min(last, anchor.size + (logHigh - Math.log10(anchor.time_ms)) / step);
      const ms = (size) => anchor.time_ms * factor ** (size - anchor.size);
      const like = name === growth.like;
      const klass = `approach approach-${index}${like ? " approach--like" : ""}`;
      svg.append(s("line", { class: klass, x1: x(from), y1: y(ms(from)), x2: x(to), y2: y(ms(to)) }));
      // The legend, in the right margin: a sample of the line and its name.
      const at = top + 14 + index * 18;
      svg.append(
        s("line", { class: klass, x1: width - right + 10, x2: width - right + 30, y1: at - 4, y2: at - 4 }),
        s("text", { class: like ? "approach-label approach-label--like" : "approach-label", x: width - right + 36, y: at }, `${name} ×${factor.toFixed(1)}`),
      );
    });
    svg.append(
      s("polyline", { class: "you-line", points: points.map((point) => `${x(point.size)},${y(point.time_ms)}`).join(" ") }),
      ...points.map((point) => s("circle", { class: "you-dot", cx: x(point.size), cy: y(point.time_ms), r: 4 }, s("title", {}, `${growth.parameter} = ${point.size}: ${formatMs(point.time_ms)}`))),
    );
    const legendEnd = top + 14 + approaches.length * 18;
    svg.append(
      s("line", { class: "you-line", x1: width - right + 10, x2: width - right + 30, y1: legendEnd - 4, y2: legendEnd - 4 }),
      s("text", { class: "approach-label approach-label--like", x: width - right + 36, y: legendEnd }, "your solution"),
    );
    if (growth.over_limit !== null) {
      // Past the limit: marked above the line, at its size.
      svg.append(
        s("text", { class: "over", x: x(growth.over_limit), y: y(growth.limit_ms) - 5, "text-anchor": "middle" }, "✕"),
        s("title", {}, `${growth.parameter} = ${growth.over_limit}: over the limit`),
      );
    }
    return h(
      "section",
      { class: "chart-card", id: "growth-plot" },
      h("h3", {}, "How your time grows"),
      h("p", { class: "muted small", style: { margin: "0 0 6px" } }, `CPU time at each ${growth.parameter} (log scale); the gallery's approaches drawn from your last timed size at their own ratio per step`),
      h("div", { class: "chart growth-chart" }, svg),
      lines,
    );
  }

  // ------------------------------------------------------------------ comparison chart

  function comparisonChart(report) {
    const comparison = report.comparison;
    if (!comparison || !comparison.approaches || !comparison.approaches.length) {
      return h(
        "p",
        { class: "muted small", style: { marginTop: "10px" } },
        "To see your runtime next to the known approaches, run ",
        h("code", {}, "judge calibrate"),
        " once on this machine.",
      );
    }
    const rows = comparison.approaches.map((approach) => ({ name: approach.name, time: approach.time_ms, you: false }));
    rows.push({ name: "your solution", time: comparison.time_ms, you: true });
    rows.sort((a, b) => a.time - b.time);
    const max = Math.max(...rows.map((row) => row.time), 0.001);
    const rowHeight = 22;
    const labelWidth = 150;
    const barWidth = 360;
    const height = rows.length * rowHeight + 6;
    const svg = s("svg", {
      width: labelWidth + barWidth + 80,
      height,
      viewBox: `0 0 ${labelWidth + barWidth + 80} ${height}`,
      role: "img",
      "aria-label": "Your runtime next to the known approaches",
    });
    svg.append(s("line", { class: "axis", x1: labelWidth, x2: labelWidth, y1: 0, y2: height }));
    rows.forEach((row, index) => {
      const y = index * rowHeight + 3;
      const width = Math.max(2, (row.time / max) * barWidth);
      svg.append(
        s("text", { x: labelWidth - 8, y: y + 14, "text-anchor": "end", "font-weight": row.you ? "700" : "400" }, row.name),
        s("rect", { class: row.you ? "bar bar--you" : "bar", x: labelWidth, y: y + 2, width, height: rowHeight - 8, rx: 3 }),
        s("text", { class: "value", x: labelWidth + width + 6, y: y + 14 }, formatMs(row.time)),
      );
    });
    const summary = [
      comparison.faster_than ? `faster than ${comparison.faster_than}` : "",
      comparison.about_as_fast_as ? `about as fast as ${comparison.about_as_fast_as}` : "",
      comparison.slower_than ? `slower than ${comparison.slower_than}` : "",
    ].filter(Boolean);
    return h(
      "section",
      { class: "chart-card", id: "comparison" },
      h("h3", {}, "Your runtime next to the known approaches"),
      h(
        "p",
        { class: "muted small", style: { margin: "0 0 6px" } },
        `${summary.join(", ")} of ${plural(comparison.approaches.length, "approach", "approaches")} · total CPU time over the test cases, median of ${comparison.repeats} · ${comparison.machine}`,
      ),
      h("div", { class: "chart" }, svg),
    );
  }

  // ------------------------------------------------------------------ history

  function selectTab(name) {
    for (const tab of ["result", "history"]) {
      $(`#tab-${tab}`).setAttribute("aria-selected", String(tab === name));
      $(`#${tab}-panel`).hidden = tab !== name;
    }
  }

  async function refreshHistory() {
    if (!state.problem) return;
    const problem = state.problem;
    let data;
    try {
      data = await api(`/api/history?problem=${problem.number}`);
    } catch (error) {
      clear($("#history-panel"), h("p", { class: "muted" }, `History unavailable: ${error.message}`));
      return;
    }
    if (state.problem !== problem) return;
    const attempts = data.attempts || [];
    $("#tab-history").textContent = attempts.length ? `History (${attempts.length})` : "History";
    if (!attempts.length) {
      clear($("#history-panel"), h("p", { class: "empty" }, "No attempts at this problem yet (or the history is turned off)."));
      return;
    }
    clear(
      $("#history-panel"),
      h(
        "table",
        { class: "table", id: "history" },
        h(
          "thead",
          {},
          h("tr", {}, h("th", {}, "When"), h("th", {}, "File"), h("th", {}, "Language"), h("th", {}, "Verdict"), h("th", { class: "num" }, "Passed"), h("th", { class: "num" }, "Time")),
        ),
        h(
          "tbody",
          {},
          attempts.map((attempt) =>
            h(
              "tr",
              {},
              h("td", { class: "nowrap", title: attempt.time }, whenText(attempt.time)),
              h("td", { class: "file-cell", title: attempt.file }, h("code", {}, shortFile(attempt.file))),
              h("td", {}, (languageInfo(attempt.language) || { title: attempt.language }).title),
              h("td", { class: `nowrap ${verdictClass(attempt.verdict)}` }, h("span", { class: "verdict-text" }, attempt.verdict)),
              h("td", { class: "num" }, `${attempt.passed}/${attempt.total}`),
              h("td", { class: "num" }, formatMs(attempt.time_ms)),
            ),
          ),
        ),
      ),
    );
  }

  function shortFile(file) {
    const text = String(file || "");
    return text.startsWith("browser:") ? text : text.split(/[\\/]/).pop();
  }

  function whenText(time) {
    const date = new Date(time);
    if (Number.isNaN(date.getTime())) return String(time);
    const seconds = (Date.now() - date.getTime()) / 1000;
    if (seconds < 45) return "just now";
    if (seconds < 3600) return `${Math.round(seconds / 60)} min ago`;
    if (seconds < 86400) return `${Math.round(seconds / 3600)} h ago`;
    return date.toLocaleString();
  }

  // ------------------------------------------------------------------ class dashboard

  async function loadClass() {
    state.classData = await api("/api/class");
    return state.classData;
  }

  async function renderClass() {
    const view = $("#view-class");
    let data;
    try {
      data = await loadClass();
    } catch (error) {
      clear(view, h("h1", {}, "Class"), h("p", { class: "empty" }, error.status === 404 ? "No class here: start the server with `judge serve --grades DIR`, DIR a folder written by `judge grade`." : error.message));
      return;
    }
    const students = data.students || [];
    const tests = data.tests || [];
    const accepted = (data.verdicts || {}).Accepted || 0;
    document.title = `Class · ${data.problem.number}. ${data.problem.title} · judge kit`;
    clear(
      view,
      h("h1", {}, `Class · ${data.problem.number}. ${data.problem.title}`),
      h("p", { class: "page-sub" }, `${plural(students.length, "submission")} graded by judge grade · click a student to see their report and code`),
      summaryTiles(data),
      h(
        "div",
        { class: "class-grid" },
        h("section", { class: "card" }, h("h2", {}, "Verdict of every test case"), h("div", { class: "matrix-wrap" }, matrix(students, tests)), legend(students)),
        h(
          "div",
          { class: "side" },
          h("section", { class: "card" }, h("h2", {}, "Verdicts"), verdictDistribution(data.verdicts || {}, students.length)),
          h("section", { class: "card" }, h("h2", {}, "Runtime of accepted submissions"), histogram(data.runtimes_ms || [])),
        ),
      ),
      data.similar ? similarCode(data.similar) : null,
    );
  }

  // Pairs of alike code (judge grade --similarity), each opening on its matching lines side by side.
  function similarCode(pairs) {
    const title = h("h2", {}, "Similar code");
    if (!pairs.length) return h("section", { class: "card", id: "similar" }, title, h("p", { class: "empty" }, "No pair of submissions is alike above the threshold."));
    const rows = pairs.map((pair) =>
      h(
        "details",
        { class: "similar-pair" },
        h(
          "summary",
          {},
          h("span", { class: "similar-score" }, `${Math.round(pair.score * 100)}%`),
          ` ${pair.first} ~ ${pair.second} `,
          h("span", { class: "muted" }, `(${pair.language}, ${plural((pair.fragments || []).length, "matching fragment")})`),
        ),
        ...(pair.fragments || []).map((fragment) =>
          h(
            "div",
            { class: "similar-fragment" },
            fragmentSide(pair.first, fragment.first, fragment.first_text),
            fragmentSide(pair.second, fragment.second, fragment.second_text),
          ),
        ),
      ),
    );
    return h("section", { class: "card", id: "similar" }, title, h("p", { class: "page-sub" }, "Pairs in one language whose code matches once names, literals, layout and comments are set aside; the starter and the reference are left out."), ...rows);
  }

  function fragmentSide(id, lines, text) {
    return h("div", { class: "similar-side" }, h("div", { class: "muted" }, `${id}, lines ${lines[0]}–${lines[1]}`), h("pre", {}, text || ""));
  }

  function median(values) {
    if (!values.length) return null;
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  }

  function summaryTiles(data) {
    const students = data.students || [];
    const tests = data.tests || [];
    const accepted = (data.verdicts || {}).Accepted || 0;
    const passed = students.reduce((sum, student) => sum + (student.passed || 0), 0);
    const total = students.reduce((sum, student) => sum + (student.total || 0), 0);
    const hardest = tests.reduce((worst, test) => (worst === null || test.pass_rate < worst.pass_rate ? test : worst), null);
    const runtime = median(data.runtimes_ms || []);
    const tile = (label, value, note) =>
      h("div", { class: "tile" }, h("div", { class: "tile-label" }, label), h("div", { class: "tile-value" }, value), note ? h("div", { class: "tile-note" }, note) : null);
    return h(
      "div",
      { class: "tiles", id: "class-summary" },
      tile("Submissions", String(students.length)),
      tile("Accepted", String(accepted), students.length ? `${Math.round((accepted / students.length) * 100)}% of the class` : ""),
      tile("Cases passed", total ? `${Math.round((passed / total) * 100)}%` : "—", `${passed} of ${total}`),
      tile("Hardest case", hardest ? hardest.name : "—", hardest ? `${Math.round(hardest.pass_rate * 100)}% pass it` : ""),
      tile("Median runtime", runtime === null ? "—" : formatMs(runtime), "accepted submissions"),
    );
  }

  function matrix(students, tests) {
    const head = h(
      "tr",
      {},
      h("th", { class: "left", scope: "col" }, "Student"),
      h("th", { class: "left", scope: "col" }, "Language"),
      tests.map((test) => h("th", { scope: "col", title: test.name }, test.name)),
      h("th", { scope: "col" }, "Passed"),
      h("th", { scope: "col" }, "Time"),
    );
    const body = students.map((student) => {
      const open = () => {
        location.hash = `#/class/${encodeURIComponent(student.id)}`;
      };
      return h(
        "tr",
        {
          class: "student",
          tabindex: "0",
          dataset: { student: student.id },
          onclick: open,
          onkeydown: (event) => {
            if (event.key === "Enter") open();
          },
        },
        h("td", { class: "left student-name", title: student.file }, student.id),
        h("td", { class: "left muted" }, (languageInfo(student.language) || { title: student.language }).title),
        tests.map((test, index) => {
          const verdict = (student.cases || [])[index] || "Not Run";
          return h("td", { title: `${student.id} · ${test.name}: ${verdict}` }, h("span", { class: `cell-box ${verdictClass(verdict)}`, dataset: { verdict } }));
        }),
        h("td", { class: `num ${verdictClass(student.verdict)}` }, h("span", { class: "verdict-text" }, `${student.passed}/${student.total}`)),
        h("td", { class: "num muted" }, formatMs(student.time_ms)),
      );
    });
    const foot = h(
      "tr",
      {},
      h("td", { class: "left", colspan: "2" }, "pass rate"),
      tests.map((test) => {
        const rate = Math.max(0, Math.min(1, test.pass_rate || 0));
        const level = rate < 0.5 ? "rate-bar--low" : rate < 0.8 ? "rate-bar--mid" : "";
        return h(
          "td",
          { title: `${test.name}: ${Math.round(rate * 100)}% of submissions pass` },
          h("span", { class: `rate-bar ${level}` }, h("span", { style: { height: `${rate * 100}%` } })),
          `${Math.round(rate * 100)}%`,
        );
      }),
      h("td", {}),
      h("td", {}),
    );
    return h("table", { class: "matrix", id: "class-matrix" }, h("thead", {}, head), h("tbody", {}, body), h("tfoot", {}, foot));
  }

  function legend(students) {
    const seen = new Set();
    for (const student of students) for (const verdict of student.cases || []) seen.add(verdict);
    const order = Object.keys(VERDICT_CLASS).filter((verdict) => seen.has(verdict) || verdict === "Accepted");
    return h(
      "div",
      { class: "legend", "aria-label": "Legend" },
      order.map((verdict) => h("span", { class: verdictClass(verdict) }, h("i", {}), verdict)),
    );
  }

  function verdictDistribution(verdicts, total) {
    const entries = Object.entries(verdicts).sort((a, b) => b[1] - a[1]);
    const max = Math.max(1, ...entries.map(([, count]) => count));
    return h(
      "div",
      { class: "dist", id: "verdict-distribution" },
      entries.map(([verdict, count]) => [
        h("span", { class: `${verdictClass(verdict)}` }, h("span", { class: "verdict-text" }, verdict)),
        h("span", { class: `track ${verdictClass(verdict)}` }, h("span", { class: "fill", style: { display: "block", width: `${(count / max) * 100}%` } })),
        h("span", { class: "count" }, `${count}${total ? ` · ${Math.round((count / total) * 100)}%` : ""}`),
      ]),
    );
  }

  function niceStep(span, bins) {
    const raw = span / bins;
    const power = Math.pow(10, Math.floor(Math.log10(raw)));
    for (const factor of [1, 2, 2.5, 5, 10]) if (factor * power >= raw) return factor * power;
    return 10 * power;
  }

  function axisMs(value, step) {
    const decimals = step >= 1 ? 0 : step >= 0.1 ? 1 : 2;
    return value >= 10000 ? `${(value / 1000).toFixed(step >= 1000 ? 0 : 1)} s` : `${value.toFixed(decimals)} ms`;
  }

  function histogram(runtimes) {
    if (!runtimes.length) return h("p", { class: "muted" }, "No accepted submission yet.");
    const low = 0;
    const high = Math.max(...runtimes);
    const step = niceStep(Math.max(high - low, 0.001) * 1.0001, 8);
    const binCount = Math.max(1, Math.ceil((high - low) / step + 1e-9));
    const counts = new Array(binCount).fill(0);
    for (const value of runtimes) counts[Math.min(binCount - 1, Math.floor((value - low) / step))]++;
    const width = 296;
    const height = 156;
    const left = 26;
    const bottom = 30;
    const plotWidth = width - left - 26;
    const top = 18;
    const plotHeight = height - bottom - top;
    const maxCount = Math.max(...counts);
    const barWidth = plotWidth / binCount;
    const svg = s("svg", {
      class: "histogram",
      id: "runtime-histogram",
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: "img",
      "aria-label": `Histogram of ${runtimes.length} accepted runtimes`,
    });
    svg.append(
      s("line", { class: "axis", x1: left, x2: left + plotWidth, y1: top + plotHeight, y2: top + plotHeight }),
      s("line", { class: "axis", x1: left, x2: left, y1: top, y2: top + plotHeight }),
      s("text", { x: left - 5, y: top + 4, "text-anchor": "end" }, String(maxCount)),
      s("text", { x: left - 5, y: top + plotHeight, "text-anchor": "end" }, "0"),
    );
    counts.forEach((count, index) => {
      const barHeight = (count / maxCount) * plotHeight;
      const x = left + index * barWidth;
      const from = low + index * step;
      svg.append(
        s(
          "rect",
          { class: "hbar", x: x + 1, y: top + plotHeight - barHeight, width: Math.max(1, barWidth - 2), height: barHeight, rx: 2 },
          s("title", {}, `${formatMs(from)} – ${formatMs(from + step)}: ${plural(count, "submission")}`),
        ),
      );
      if (count) svg.append(s("text", { class: "hcount", x: x + barWidth / 2, y: top + plotHeight - barHeight - 4, "text-anchor": "middle" }, String(count)));
    });
    const labelEvery = Math.ceil(binCount / 4);
    for (let index = 0; index <= binCount; index += labelEvery) {
      svg.append(s("text", { x: left + index * barWidth, y: height - 14, "text-anchor": "middle" }, axisMs(low + index * step, step)));
    }
    svg.append(s("text", { x: left + plotWidth / 2, y: height - 1, "text-anchor": "middle" }, "total CPU time over the test cases"));
    return svg;
  }

  async function renderStudent(id) {
    const view = $("#view-student");
    clear(view, h("p", { class: "muted" }, "Loading…"));
    let data;
    try {
      data = await api(`/api/class/${encodeURIComponent(id)}`);
    } catch (error) {
      clear(view, h("a", { class: "back", href: "#/class" }, "← Class"), h("p", { class: "empty" }, error.message));
      return;
    }
    const report = data.report || {};
    const failure = (report.cases || []).find((item) => item.verdict !== "Accepted" && item.verdict !== "Not Run");
    const sourceBox = h("div", { class: "source-view", id: "student-source" });
    clear(
      view,
      h("a", { class: "back", href: "#/class" }, "← Class"),
      h("h1", {}, data.id),
      h("p", { class: "page-sub" }, `${(languageInfo(report.language) || { title: report.language }).title} · ${report.file || ""}`),
      h(
        "div",
        { class: "student-grid" },
        h(
          "div",
          {},
          studentBanner(report),
          hintList(report, failure),
          report.compile_error ? compileErrorDetail(report.compile_error) : failure ? h("div", { class: "detail" }, h("h3", {}, `First failure: case ${failure.index} · ${failure.name} · `, h("span", { class: `verdict-text ${verdictClass(failure.verdict)}` }, failure.verdict)), h("p", { class: "detail-message" }, failure.message || "")) : null,
          h("div", { class: "card", style: { marginTop: "12px" } }, h("h2", {}, "Test cases"), caseTable(report.cases || [])),
        ),
        h("div", {}, h("h2", { style: { fontSize: "15px", margin: "0 0 8px" } }, "Source"), data.source === null || data.source === undefined ? h("p", { class: "empty" }, "The file is no longer in the class folder.") : sourceBox),
      ),
    );
    if (state.studentEditor) state.studentEditor.destroy();
    state.studentEditor = null;
    if (data.source !== null && data.source !== undefined) {
      const info = languageInfo(report.language);
      state.studentEditor = window.JudgeEditor.create(sourceBox, {
        doc: data.source,
        language: info ? info.editor : report.language,
        readOnly: true,
        label: `Source of ${data.id}`,
      });
      const line = errorLine(report);
      if (line) state.studentEditor.highlightLine(line);
    }
  }

  function studentBanner(report) {
    const banner = reportBanner(report, "submit");
    banner.id = "student-verdict";
    return banner;
  }

  function caseTable(cases) {
    return h(
      "table",
      { class: "table" },
      h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, "Input"), h("th", {}, "Verdict"), h("th", { class: "num" }, "Time"), h("th", { class: "num" }, "Memory"), h("th", {}, "Message"))),
      h(
        "tbody",
        {},
        cases.map((item) =>
          h(
            "tr",
            {},
            h("td", {}, String(item.index)),
            h("td", { class: "nowrap", title: inputText(item.input) }, shortInput(item.input, 60)),
            h("td", { class: `nowrap ${verdictClass(item.verdict)}` }, h("span", { class: "verdict-text" }, item.verdict)),
            h("td", { class: "num" }, item.verdict === "Not Run" ? "" : formatMs(item.time_ms)),
            h("td", { class: "num" }, item.memory_kb ? `${(item.memory_kb / 1024).toFixed(1)} MB` : ""),
            h("td", {}, item.message || ""),
          ),
        ),
      ),
    );
  }

  // ------------------------------------------------------------------ start

  async function start() {
    if (!token) showNotice("No token: open the address `judge serve` printed, with its ?token=…");
    state.editor = window.JudgeEditor.create($("#editor"), {
      doc: "",
      language: "python",
      onSubmit: () => submit("submit"),
      onChange: onEditorChange,
    });
    $("#submit").addEventListener("click", () => submit("submit"));
    $("#run").addEventListener("click", () => submit("run"));
    $("#growth").addEventListener("click", () => submit("growth"));
    $("#run-n").addEventListener("keydown", (event) => {
      if (event.key === "Enter") submit("run");
    });
    $("#run-input").addEventListener("input", () => {
      if (!state.problem) return;
      localStorage.setItem(inputKey(state.problem.id), $("#run-input").value);
      showInputError(null);
    });
    $("#run-input").addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        submit("run");
      }
    });
    $("#run-input-reset").addEventListener("click", resetRunInput);
    $("#reset").addEventListener("click", () => {
      if (!state.problem) return;
      if (state.editor.getDoc() !== starterText() && !confirm("Replace your code with the starter? Your draft is lost.")) return;
      localStorage.removeItem(draftKey(state.problem.id, state.language));
      loadDraft();
    });
    $("#language").addEventListener("change", (event) => setLanguage(event.target.value));
    $("#problem-select").addEventListener("change", (event) => {
      const problem = state.problems.find((p) => p.id === event.target.value);
      if (problem) location.hash = `#/problems/${problem.number}`;
    });
    $("#tab-result").addEventListener("click", () => selectTab("result"));
    $("#tab-history").addEventListener("click", () => selectTab("history"));
    window.addEventListener("beforeunload", saveDraftNow);
    window.addEventListener("hashchange", route);

    try {
      const data = await api("/api/problems");
      state.problems = data.problems || [];
      state.languages = data.languages || [];
    } catch (error) {
      showNotice(`Could not load the problems: ${error.message}`);
      return;
    }
    renderPickers();
    api("/api/class")
      .then((data) => {
        state.classData = data;
        state.classAvailable = true;
        $("#nav-class").hidden = false;
      })
      .catch(() => {
        state.classAvailable = false;
      });
    await route();
  }

  // For the browser tests and the curious: the page's state and its editor.
  window.JudgeApp = { state, submit, route };

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
