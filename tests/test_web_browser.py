"""`judge serve` in a real browser: headless Chromium driven by Selenium, against a real server.

The flow a learner and a teacher follow: the practice page opens on a problem with its statement
and editor; the Python reference of problem 52 gets Accepted; the one-diagonal example of problem 51
gets Wrong Answer with its boards drawn; the class dashboard of a class graded here shows one row per
student, and a student's report and source. The run leaves docs/screenshots/practice.png, growth.png and
dashboard.png (the docs show them). Then problems of other shapes, on a server of their own: 679
(24 Game) run on an input typed as JSON, and a problem written here whose checker draws the answer's
grid with its wrong cell marked.

Debian's Chromium and chromedriver are given explicitly, and SE_OFFLINE is set, so Selenium Manager
never downloads a browser or a driver. The test skips only when they are not installed.
"""

from __future__ import annotations

import contextlib
import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import ROOT, interruptible, run_judge
from tests.test_web_api import FILLS, GRID_CASES, GRID_LEAVES_IT, GRID_MARKS, grid_problems

CHROMIUM = Path("/usr/bin/chromium")
CHROMEDRIVER = Path("/usr/bin/chromedriver")
SCREENSHOTS = ROOT / "docs" / "screenshots"
WIDTH, HEIGHT = 1280, 800

pytestmark = pytest.mark.skipif(
    not (CHROMIUM.is_file() and CHROMEDRIVER.is_file()),
    reason=f"needs Chromium and its driver, {CHROMIUM} and {CHROMEDRIVER}: apt-get install chromium chromium-driver",
)

# A small class for problem 52, in Python only: five accepted (at different speeds; hopper's builds on
# grace's, which --similarity finds), a wrong answer, a runtime error and a time limit exceeded.
CLASS = {
    "ada.py": "solutions/n-queens-ii/reference/reference.py",
    "alan.py": "solutions/n-queens-ii/accepted/board_scan.py",
    "barbara.py": "solutions/n-queens-ii/runtime_error/fixed_size.py",
    "edsger.py": "solutions/n-queens-ii/accepted/permutations.py",
    "grace.py": "solutions/n-queens-ii/accepted/bitmask.py",
    "hopper.py": "solutions/n-queens-ii/accepted/bitmask_mirror.py",
    "linus.py": "solutions/n-queens-ii/wrong_answer/class_counter.py",
    "niklaus.py": "solutions/n-queens-ii/time_limit_exceeded/all_placements.py",
}


@pytest.fixture(scope="module")
def grades(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("class")
    for name, source in CLASS.items():
        shutil.copyfile(ROOT / source, folder / name)
    output = tmp_path_factory.mktemp("grades")
    result = run_judge(
        "grade", str(folder), "--problem", "52", "--output", str(output), "--workers", "2", "--similarity"
    )
    assert result.returncode == 0, result.stderr
    return output


@pytest.fixture(scope="module")
def server(grades: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real `judge serve --port 0 --grades DIR`; yields the URL it prints first."""
    with serving(tmp_path_factory.mktemp("serve"), "--grades", str(grades)) as url:
        yield url


@pytest.fixture(scope="module")
def other_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real `judge serve` over a problems folder of Mark The Grid and a copy of 24 Game (when its
    folder is complete); yields its URL."""
    folder = tmp_path_factory.mktemp("other")
    env = {**grid_problems(folder, "24-game"), "JUDGE_HISTORY": "off"}
    with serving(folder, env=env) as url:
        yield url


@contextlib.contextmanager
def serving(folder: Path, *args: str, env: dict[str, str] | None = None) -> Iterator[str]:
    """`judge serve --port 0 ARGS` until the block ends (Ctrl-C then); yields the URL it prints first."""
    log = folder / "stderr.txt"
    errors = log.open("w", encoding="utf-8")  # a file, not a pipe: nobody has to keep reading it
    process = subprocess.Popen(
        [sys.executable, "-m", "judge", "serve", "--port", "0", "--no-open", *args],
        cwd=ROOT,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=errors,
        text=True,
        env={**os.environ, **(env or {})},
        preexec_fn=interruptible,
    )
    lines: queue.Queue[str] = queue.Queue()
    assert process.stdout is not None
    threading.Thread(target=lambda: lines.put(process.stdout.readline() if process.stdout else ""), daemon=True).start()
    try:
        try:
            url = lines.get(timeout=30).strip()
        except queue.Empty:
            pytest.fail("judge serve printed no URL within 30 s")
        assert url.startswith("http://127.0.0.1:") and "?token=" in url, (url, log.read_text(encoding="utf-8"))
        yield url
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        errors.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    os.environ["SE_OFFLINE"] = "true"  # never let Selenium Manager look for a browser or a driver
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for argument in (
        "--headless=new",
        "--no-sandbox",
        f"--window-size={WIDTH},{HEIGHT}",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-extensions",
        "--lang=en-US",
    ):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=str(CHROMEDRIVER)), options=options)
    try:
        # The window size includes the browser's frame: make the page itself exactly 1280x800.
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False},
        )
        driver.set_page_load_timeout(30)
        yield driver
    finally:
        driver.quit()


def wait(driver: Any, condition: Any, timeout: float = 15, message: str = "") -> Any:
    from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
    from selenium.webdriver.support.ui import WebDriverWait

    # The page re-renders parts of itself: an element found a moment ago may be gone; look again.
    ignored = (NoSuchElementException, StaleElementReferenceException)
    return WebDriverWait(driver, timeout, poll_frequency=0.1, ignored_exceptions=ignored).until(condition, message)


def visible(driver: Any, selector: str) -> Any:
    from selenium.webdriver.common.by import By

    def shown(d: Any) -> Any:
        found = [element for element in d.find_elements(By.CSS_SELECTOR, selector) if element.is_displayed()]
        return found[0] if found else False

    return shown


def page_errors(driver: Any, expected: tuple[str, ...] = ()) -> list[str]:
    """The page's errors since last asked, but those that contain one of the expected strings
    (a request the test means to be refused: the browser logs its status as an error)."""
    return [
        entry["message"]
        for entry in driver.get_log("browser")
        if entry["level"] == "SEVERE" and not any(text in entry["message"] for text in expected)
    ]


# The API's answers that a page on a server without --grades, or a refused input, logs.
NO_CLASS = "/api/class - Failed to load resource: the server responded with a status of 404"
REFUSED = "/api/submissions - Failed to load resource: the server responded with a status of 400"


def submit_and_wait(driver: Any, source: str, timeout: float = 60, keyboard: bool = False) -> str:
    """Put source in the editor (through the page's JudgeEditor handle), submit it with the Submit
    button or Ctrl-Enter in the editor, and wait for the verdict."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    driver.execute_script("window.JudgeApp.state.editor.setDoc(arguments[0])", source)
    assert driver.execute_script("return window.JudgeApp.state.editor.getDoc()") == source
    if keyboard:
        driver.find_element(By.CSS_SELECTOR, "#editor .cm-content").click()
        ActionChains(driver).key_down(Keys.CONTROL).send_keys(Keys.ENTER).key_up(Keys.CONTROL).perform()
    else:
        driver.find_element(By.ID, "submit").click()
    banner = wait(driver, visible(driver, "#verdict[data-verdict]"), timeout, "no verdict within the time")
    assert banner.find_element(By.CSS_SELECTOR, ".verdict-title").text == banner.get_attribute("data-verdict")
    return str(banner.get_attribute("data-verdict"))


def test_practice_page_judges_the_reference_of_problem_52(server: str, browser: Any) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    browser.get(server + "#/problems/51")  # the kit lists other problems too, some numbered lower
    statement = wait(browser, visible(browser, "#statement h1"))
    assert statement.text.startswith("51. N-Queens")
    assert browser.find_element(By.ID, "run-n").is_displayed()  # one int parameter: the n field
    assert not browser.find_element(By.ID, "run-input").is_displayed()
    assert wait(browser, visible(browser, "#editor .cm-content")).is_displayed()
    assert "solveNQueens" in browser.execute_script("return window.JudgeApp.state.editor.getDoc()")  # the starter
    assert "token=" not in browser.current_url  # kept in sessionStorage, out of the address bar

    Select(browser.find_element(By.ID, "problem-select")).select_by_value("n-queens-ii")
    wait(browser, lambda d: d.find_element(By.CSS_SELECTOR, "#statement h1").text.startswith("52. N-Queens II"))
    assert "#/problems/52" in browser.current_url
    assert "totalNQueens" in browser.find_element(By.ID, "declaration").text

    source = (ROOT / "solutions" / "n-queens-ii" / "reference" / "reference.py").read_text(encoding="utf-8")
    assert submit_and_wait(browser, source) == "Accepted"
    chips = browser.find_elements(By.CSS_SELECTOR, "#cases .case-chip")
    assert len(chips) == 9 and all(chip.get_attribute("data-verdict") == "Accepted" for chip in chips)
    # The attempt is in the problem's history, as `browser:python`.
    browser.find_element(By.ID, "tab-history").click()
    wait(browser, lambda d: "browser:python" in d.find_element(By.ID, "history-panel").text)
    browser.find_element(By.ID, "tab-result").click()
    assert page_errors(browser) == []


def test_wrong_answer_draws_the_boards(server: str, browser: Any) -> None:
    from selenium.webdriver.common.by import By

    open_problem(browser, server, 51, "N-Queens")
    source = (ROOT / "solutions" / "n-queens" / "wrong_answer" / "one_diagonal.py").read_text(encoding="utf-8")
    assert submit_and_wait(browser, source, keyboard=True) == "Wrong Answer"  # Ctrl-Enter submits

    # The first failure (n = 2) is shown: one invalid board, its two queens on a diagonal marked.
    detail = wait(browser, visible(browser, "#case-detail"))
    assert "share a diagonal" in detail.text
    assert detail.find_elements(By.CSS_SELECTOR, ".board .piece")
    # n = 4 has more to show: choose its case.
    browser.find_element(By.CSS_SELECTOR, ".case-chip[data-index='4']").click()
    detail = wait(
        browser, lambda d: "n = 4" in d.find_element(By.ID, "case-detail").text and d.find_element(By.ID, "case-detail")
    )
    queens = detail.find_elements(By.CSS_SELECTOR, ".board .piece")
    assert len(queens) >= 3 * 4  # three invalid 4x4 boards drawn, four queens each
    assert detail.find_elements(By.CSS_SELECTOR, ".piece--conflict")
    assert "invalid boards (5)" in detail.text.lower()
    assert page_errors(browser) == []
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    assert browser.save_screenshot(str(SCREENSHOTS / "practice.png"))


def test_growth_plots_the_time_per_n_beside_the_gallery(server: str, browser: Any) -> None:
    from selenium.webdriver.common.by import By

    open_problem(browser, server, 52, "N-Queens II")
    source = (ROOT / "solutions" / "n-queens-ii" / "accepted" / "bitmask.py").read_text(encoding="utf-8")
    browser.execute_script("window.JudgeApp.state.editor.setDoc(arguments[0])", source)
    wait(browser, visible(browser, "#growth")).click()
    banner = wait(browser, visible(browser, "#verdict[data-growth]"), 90, "no growth within the time")
    assert banner.get_attribute("data-growth") != "untimed", banner.text
    assert "the largest n within 1000 ms" in banner.text and "like the" in banner.text, banner.text
    plot = browser.find_element(By.CSS_SELECTOR, "#growth-plot svg")
    timed = browser.execute_script("return window.JudgeApp.state.run.report.times.filter((p) => p.time_ms > 0).length")
    assert len(plot.find_elements(By.CSS_SELECTOR, "circle.you-dot")) == timed >= 8
    # One dashed line per gallery approach and its sample in the legend; the one it grows like solid, named in bold.
    assert len(plot.find_elements(By.CSS_SELECTOR, "line.approach")) == 2 * 4  # each with its legend
    assert len(plot.find_elements(By.CSS_SELECTOR, "line.approach--like")) == 2
    assert "limit 1000 ms" in plot.text
    assert "grows x" in browser.find_element(By.CSS_SELECTOR, "#growth-plot .growth-lines").text
    assert page_errors(browser) == []
    browser.execute_script("document.getElementById('growth-plot').scrollIntoView()")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    assert browser.save_screenshot(str(SCREENSHOTS / "growth.png"))


def test_class_dashboard_shows_the_matrix(server: str, browser: Any) -> None:
    from selenium.webdriver.common.by import By

    if not browser.current_url.startswith(server.split("?")[0]):
        browser.get(server)
    wait(browser, visible(browser, "#nav-class"), message="the Class link appears when /api/class answers")
    browser.find_element(By.ID, "nav-class").click()
    matrix = wait(browser, visible(browser, "#class-matrix"))
    rows = matrix.find_elements(By.CSS_SELECTOR, "tbody tr.student")
    assert sorted(row.get_attribute("data-student") for row in rows) == sorted(CLASS)
    cells = matrix.find_elements(By.CSS_SELECTOR, "tbody .cell-box")
    assert len(cells) == len(CLASS) * 9
    verdicts = {cell.get_attribute("data-verdict") for cell in cells}
    assert {"Accepted", "Wrong Answer", "Runtime Error", "Time Limit Exceeded"} <= verdicts
    assert "100%" in matrix.find_element(By.CSS_SELECTOR, "tfoot").text  # n = 1: every student passes
    assert browser.find_element(By.ID, "verdict-distribution").is_displayed()
    assert browser.find_elements(By.CSS_SELECTOR, "#runtime-histogram rect.hbar")
    assert page_errors(browser) == []
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    assert browser.save_screenshot(str(SCREENSHOTS / "dashboard.png"))

    # Similar code: the one pair found, opening on its matching lines side by side.
    similar = browser.find_element(By.ID, "similar")
    pairs = similar.find_elements(By.CSS_SELECTOR, "details.similar-pair")
    assert len(pairs) == 1 and "grace.py ~ hopper.py" in pairs[0].text
    browser.execute_script("arguments[0].scrollIntoView(); arguments[0].open = true;", pairs[0])
    sides = wait(
        browser,
        lambda d: [pre for pre in pairs[0].find_elements(By.CSS_SELECTOR, ".similar-side pre") if pre.is_displayed()],
    )
    assert len(sides) >= 2 and all(side.text.strip() for side in sides[:2])
    assert sides[0].location["y"] == sides[1].location["y"] and sides[0].location["x"] < sides[1].location["x"]
    assert page_errors(browser) == []
    assert browser.save_screenshot(str(SCREENSHOTS / "dashboard-similar.png"))

    # A student: their report and their source, the failing line marked.
    browser.find_element(By.CSS_SELECTOR, "tr.student[data-student='barbara.py']").click()
    wait(browser, lambda d: "#/class/barbara.py" in d.current_url)
    source = wait(browser, visible(browser, "#student-source .cm-content"))
    assert "totalNQueens" in source.text
    assert "Runtime Error" in browser.find_element(By.ID, "view-student").text
    assert browser.find_elements(By.CSS_SELECTOR, "#student-source [data-error-line]")
    assert page_errors(browser) == []


# ----------------------------------------------------------------------------------------------
# Problems of other shapes

SOLVES_24 = """
class Solution:
    def judgePoint24(self, cards: List[int]) -> bool:
        def search(nums):
            if len(nums) == 1:
                return abs(nums[0] - 24) < 1e-6
            for i in range(len(nums)):
                for j in range(len(nums)):
                    if i != j:
                        rest = [nums[k] for k in range(len(nums)) if k not in (i, j)]
                        a, b = nums[i], nums[j]
                        for value in (a + b, a - b, a * b, a / b if b else None):
                            if value is not None and search(rest + [value]):
                                return True
            return False

        return search([float(card) for card in cards])
"""


def run_and_wait(driver: Any, source: str | None, typed: str | None, timeout: float = 60) -> Any:
    """Put source in the editor and typed in Run's input box (as a user types it), press Run; the
    verdict banner once the run is judged."""
    from selenium.webdriver.common.by import By

    if source is not None:
        driver.execute_script("window.JudgeApp.state.editor.setDoc(arguments[0])", source)
    if typed is not None:
        box = driver.find_element(By.ID, "run-input")
        box.clear()
        box.send_keys(typed)
    driver.find_element(By.ID, "run").click()
    return wait(driver, visible(driver, "#verdict[data-verdict]"), timeout, "no verdict within the time")


def open_problem(driver: Any, url: str, number: int, title: str) -> None:
    from selenium.webdriver.common.by import By

    if not driver.current_url.startswith(url.split("?")[0]):
        driver.get(url)
    driver.execute_script("location.hash = arguments[0]", f"#/problems/{number}")
    wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "#statement h1").text.startswith(f"{number}. {title}"))


def test_run_takes_the_input_typed_as_json(other_server: str, browser: Any) -> None:
    import json

    from selenium.webdriver.common.by import By

    if not (ROOT / "problems" / "24-game" / "data" / "cases.json").is_file():
        pytest.skip("problems/24-game is not complete yet")
    open_problem(browser, other_server, 679, "24 Game")
    assert not browser.find_element(By.ID, "run-n").is_displayed()
    box = wait(browser, visible(browser, "#run-input"))
    first = json.loads((ROOT / "problems" / "24-game" / "data" / "cases.json").read_text(encoding="utf-8"))[0]
    assert json.loads(box.get_attribute("value")) == first["input"]  # prefilled with the first case
    assert "judgePoint24" in browser.find_element(By.ID, "declaration").text

    banner = run_and_wait(browser, SOLVES_24, '{"cards": [1, 2, 1, 2]}')
    assert banner.get_attribute("data-verdict") == "Accepted"
    assert "cards = [1,2,1,2]" in banner.text
    assert browser.find_element(By.ID, "run-value").text == "false"
    banner = run_and_wait(browser, None, '{"cards": [4, 1, 8, 7]}')
    assert browser.find_element(By.ID, "run-value").text == "true"

    # Mistakes in the typed input: one line under the box, no run, nothing broken.
    for typed, said in (
        ('{"cards": [1, 2', "not valid JSON"),
        ("[1, 2, 3, 4]", "must be a JSON object"),
        ('{"cards": ["1", 2, 3, 4]}', "cards[0] must be a 32-bit integer"),
        ('{"card": [1, 2, 3, 4]}', "exactly the parameters cards (int[])"),
    ):
        box = browser.find_element(By.ID, "run-input")
        box.clear()
        box.send_keys(typed)
        browser.find_element(By.ID, "run").click()
        error = wait(browser, visible(browser, "#run-input-error"), message=f"no error shown for {typed}")
        assert said in error.text and "\n" not in error.text, (typed, error.text)
        assert "Not judged" in browser.find_element(By.ID, "verdict").text
    assert page_errors(browser, (NO_CLASS, REFUSED)) == []


def test_a_checkers_grid_is_drawn_with_its_marked_cells(other_server: str, browser: Any) -> None:
    import json

    from selenium.webdriver.common.by import By

    open_problem(browser, other_server, 9002, "Mark The Grid")
    box = wait(browser, visible(browser, "#run-input"))
    assert json.loads(box.get_attribute("value")) == GRID_CASES[0]["input"]
    # A starter, or (a language that cannot write one for these types yet) a line saying why.
    doc = browser.execute_script("return window.JudgeApp.state.editor.getDoc()")
    assert "markGrid" in doc or browser.find_element(By.ID, "starter-error").is_displayed()

    # Run on the first case's input: the char[][] answer drawn as a grid.
    banner = run_and_wait(browser, GRID_MARKS, None)
    assert banner.get_attribute("data-verdict") == "Accepted"
    cells = browser.find_elements(By.CSS_SELECTOR, "#run-grid .cell")
    assert [cell.text for cell in cells] == ["a", "*", "b", "c"]

    # A wrong answer: the checker's grid, its one marked cell highlighted (from data, not from the message).
    banner = run_and_wait(browser, GRID_LEAVES_IT, None)
    assert banner.get_attribute("data-verdict") == "Wrong Answer"
    marked = browser.find_elements(By.CSS_SELECTOR, "#checker-grid .cell--marked")
    assert [(cell.get_attribute("data-row"), cell.get_attribute("data-col"), cell.text) for cell in marked] == [
        ("0", "1", "?")
    ]
    assert len(browser.find_elements(By.CSS_SELECTOR, "#checker-grid .cell")) == 4

    # Submitted: the first failing case's detail draws the same grid.
    assert submit_and_wait(browser, GRID_LEAVES_IT) == "Wrong Answer"
    detail = wait(browser, visible(browser, "#case-detail"))
    marked = detail.find_elements(By.CSS_SELECTOR, ".cell--marked")
    assert [(cell.get_attribute("data-row"), cell.get_attribute("data-col")) for cell in marked] == [("0", "1")]
    assert "1 cells differ" in detail.text

    # A void method: the argument it changed in place is its answer, drawn the same way.
    open_problem(browser, other_server, 9003, "Fill In Place")
    banner = run_and_wait(browser, FILLS, None)
    assert banner.get_attribute("data-verdict") == "Accepted"
    assert "Your code left board as" in browser.find_element(By.ID, "run-output").text
    assert [cell.text for cell in browser.find_elements(By.CSS_SELECTOR, "#run-grid .cell")] == ["*", "a", "b", "*"]
    assert page_errors(browser, (NO_CLASS,)) == []
