// The editor of `judge serve`: CodeMirror 6 with the kit's languages, exposed to the page (app.js)
// as window.JudgeEditor. Built by `npm run build` into judge/web/static/editor.js.
import { basicSetup } from "codemirror";
import { Compartment, EditorState, Prec, StateEffect, StateField } from "@codemirror/state";
import { Decoration, EditorView, keymap } from "@codemirror/view";
import { indentWithTab } from "@codemirror/commands";
import { indentUnit, StreamLanguage } from "@codemirror/language";
import { python } from "@codemirror/lang-python";
import { java } from "@codemirror/lang-java";
import { cpp } from "@codemirror/lang-cpp";
import { javascript } from "@codemirror/lang-javascript";
import { rust } from "@codemirror/lang-rust";
import { go } from "@codemirror/lang-go";
import { kotlin, csharp, dart, scala } from "@codemirror/legacy-modes/mode/clike";
import { ruby } from "@codemirror/legacy-modes/mode/ruby";
import { swift } from "@codemirror/legacy-modes/mode/swift";

// Editor mode (the API's language "editor" field) -> language support and indentation unit.
const MODES = {
  python: () => [python(), indentUnit.of("    ")],
  java: () => [java(), indentUnit.of("    ")],
  cpp: () => [cpp(), indentUnit.of("    ")],
  c: () => [cpp(), indentUnit.of("    ")],
  javascript: () => [javascript(), indentUnit.of("    ")],
  typescript: () => [javascript({ typescript: true }), indentUnit.of("    ")],
  go: () => [go(), indentUnit.of("\t")],
  rust: () => [rust(), indentUnit.of("    ")],
  // LeetCode's other languages, so that a language module can name its mode without a rebuild.
  kotlin: () => [StreamLanguage.define(kotlin), indentUnit.of("    ")],
  ruby: () => [StreamLanguage.define(ruby), indentUnit.of("  ")],
  swift: () => [StreamLanguage.define(swift), indentUnit.of("    ")],
  csharp: () => [StreamLanguage.define(csharp), indentUnit.of("    ")],
  dart: () => [StreamLanguage.define(dart), indentUnit.of("  ")],
  scala: () => [StreamLanguage.define(scala), indentUnit.of("  ")],
};

function modeFor(name) {
  return (MODES[name] || (() => []))();
}

// One highlighted line (an error's line), kept in place while the text around it changes.
const setErrorLine = StateEffect.define();
const errorLineMark = Decoration.line({ class: "cm-judge-error-line", attributes: { "data-error-line": "true" } });
const errorLineField = StateField.define({
  create: () => Decoration.none,
  update(marks, transaction) {
    marks = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (effect.is(setErrorLine)) {
        marks = effect.value === null ? Decoration.none : Decoration.set([errorLineMark.range(effect.value)]);
      }
    }
    return marks;
  },
  provide: (field) => EditorView.decorations.from(field),
});

const theme = EditorView.theme({
  "&": { height: "100%", fontSize: "14px", backgroundColor: "var(--editor-bg, #fff)" },
  ".cm-scroller": {
    fontFamily: 'ui-monospace, "SFMono-Regular", "Cascadia Mono", "DejaVu Sans Mono", Menlo, Consolas, monospace',
    lineHeight: "1.5",
  },
  ".cm-gutters": { backgroundColor: "var(--editor-gutter, #f6f7f9)", borderRight: "1px solid var(--line, #e3e6ea)" },
  ".cm-judge-error-line": { backgroundColor: "rgba(220, 38, 38, 0.14)", boxShadow: "inset 3px 0 0 #dc2626" },
});

function create(parent, options = {}) {
  const language = new Compartment();
  const editable = new Compartment();
  const readOnly = Boolean(options.readOnly);
  const extensions = [
    basicSetup,
    theme,
    errorLineField,
    language.of(modeFor(options.language)),
    editable.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
    EditorView.contentAttributes.of({ "aria-label": options.label || "Solution source code" }),
  ];
  if (!readOnly) {
    extensions.push(
      Prec.highest(
        keymap.of([
          {
            key: "Mod-Enter",
            preventDefault: true,
            run: () => {
              if (options.onSubmit) options.onSubmit();
              return true;
            },
          },
        ]),
      ),
      keymap.of([indentWithTab]),
    );
  }
  if (options.onChange) {
    extensions.push(
      EditorView.updateListener.of((update) => {
        if (update.docChanged) options.onChange(update.state.doc.toString());
      }),
    );
  }
  const view = new EditorView({
    parent,
    state: EditorState.create({ doc: options.doc || "", extensions }),
  });

  return {
    view,
    getDoc: () => view.state.doc.toString(),
    setDoc(text) {
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: text },
        effects: setErrorLine.of(null),
        selection: { anchor: 0 },
        scrollIntoView: true,
      });
    },
    setLanguage(name) {
      view.dispatch({ effects: language.reconfigure(modeFor(name)) });
    },
    highlightLine(number) {
      const doc = view.state.doc;
      if (!Number.isInteger(number) || number < 1 || number > doc.lines) return false;
      const line = doc.line(number);
      view.dispatch({ effects: setErrorLine.of(line.from) });
      // Scroll the editor's own scroller only (an EditorView.scrollIntoView effect would scroll the page too).
      view.requestMeasure({
        read: () => ({ top: view.lineBlockAt(line.from).top, height: view.scrollDOM.clientHeight }),
        write: ({ top, height }) => {
          view.scrollDOM.scrollTop = Math.max(0, top - height / 2);
        },
      });
      return true;
    },
    clearHighlight() {
      view.dispatch({ effects: setErrorLine.of(null) });
    },
    focus: () => view.focus(),
    destroy: () => view.destroy(),
  };
}

window.JudgeEditor = { create, modes: Object.keys(MODES) };
