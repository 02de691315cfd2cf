#!/usr/bin/python3
"""The playground (web/, docs/web.md) in a real browser: headless Chromium driven through
its DevTools protocol (Debian's chromium and python3-websockets).

    browser_test.py WEBDIR GRUNDY [--screenshots DIR]

WEBDIR is what tools/build-web.sh built; GRUNDY the grundy command, whose answers the
page's must equal. The page is served from WEBDIR on a loopback port; each view is used as
a person would (typing, clicking), and what the page shows is read back and compared with
the grundy command and with brute force written here. With --screenshots, a picture of
each view is saved in DIR (docs/images/web-*.png). Exit status 0 when every check holds.
"""
import asyncio
import base64
import functools
import http.server
import json
import mimetypes
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import websockets


def fail(message):
    raise AssertionError(message)


def check(cond, message):
    if not cond:
        fail(message)


class Page:
    """One tab of a headless Chromium, driven by the DevTools protocol."""

    def __init__(self, ws):
        self.ws = ws
        self.next_id = 0

    async def send(self, method, **params):
        self.next_id += 1
        my_id = self.next_id
        await self.ws.send(json.dumps({'id': my_id, 'method': method, 'params': params}))
        while True:
            msg = json.loads(await asyncio.wait_for(self.ws.recv(), 60))
            if msg.get('id') == my_id:
                if 'error' in msg:
                    fail(f'{method}: {msg["error"]}')
                return msg.get('result', {})

    async def js(self, expression):
        """The value of a JavaScript expression in the page (exceptions fail the test)."""
        r = await self.send('Runtime.evaluate', expression=expression, returnByValue=True, awaitPromise=True)
        if 'exceptionDetails' in r:
            fail(f'JavaScript failed: {expression[:200]}: {r["exceptionDetails"]}')
        return r['result'].get('value')

    async def wait_for(self, expression, seconds=30):
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if await self.js(expression):
                return
            await asyncio.sleep(0.05)
        fail(f'timed out waiting for {expression}')

    async def text(self, element_id):
        return await self.js(f'document.getElementById({json.dumps(element_id)}).textContent')

    async def type(self, element_id, value):
        await self.js(f'(() => {{ const e = document.getElementById({json.dumps(element_id)}); '
                      f'e.value = {json.dumps(value)}; e.dispatchEvent(new Event("input")); '
                      f'e.dispatchEvent(new Event("change")); }})()')

    async def click(self, selector):
        """A real mouse click at the middle of the element (through Input events)."""
        box = await self.js(f'(() => {{ const e = document.querySelector({json.dumps(selector)}); '
                            f'e.scrollIntoView({{block: "center", inline: "center"}}); const r = e.getBoundingClientRect(); '
                            f'return [r.left + r.width / 2, r.top + r.height / 2]; }})()')
        await self.click_at(*box)

    async def click_at(self, x, y):
        for kind in ('mousePressed', 'mouseReleased'):
            await self.send('Input.dispatchMouseEvent', type=kind, x=x, y=y, button='left', clickCount=1)

    async def screenshot(self, path):
        """The whole page, 1000 pixels wide, as PNG."""
        await self.js('window.scrollTo(0, 0)')
        height = await self.js('document.documentElement.scrollHeight')
        await self.send('Emulation.setDeviceMetricsOverride', width=1000, height=height, deviceScaleFactor=1, mobile=False)
        r = await self.send('Page.captureScreenshot', format='png')
        await self.send('Emulation.clearDeviceMetricsOverride')
        with open(path, 'wb') as f:
            f.write(base64.b64decode(r['data']))


def serve(root):
    mimetypes.add_type('application/wasm', '.wasm')
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass
    handler = functools.partial(Quiet, directory=root)
    server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def chromium():
    for name in ('chromium', 'chromium-browser', 'google-chrome'):
        path = shutil.which(name)
        if path:
            return path
    fail('no chromium found (Debian: apt-get install chromium)')


async def open_page(profile):
    args = [chromium(), '--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run',
            '--no-default-browser-check', '--remote-debugging-port=0', f'--user-data-dir={profile}',
            '--window-size=1000,900', 'about:blank']
    proc = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    port_file = os.path.join(profile, 'DevToolsActivePort')
    end = time.monotonic() + 60
    while not os.path.exists(port_file) or not open(port_file).read().strip():
        if time.monotonic() > end or proc.poll() is not None:
            fail('chromium did not start')
        await asyncio.sleep(0.1)
    port = int(open(port_file).read().split()[0])
    targets = json.loads(urllib.request.urlopen(f'http://127.0.0.1:{port}/json/list').read())
    page = next(t for t in targets if t['type'] == 'page')
    ws = await websockets.connect(page['webSocketDebuggerUrl'], max_size=None)
    return proc, Page(ws)


def grundy(cmd, *args):
    return subprocess.run([cmd, *args], check=True, capture_output=True, text=True).stdout.strip()


# ---- brute force for the graph view: the whole game of one token, searched here

def brute_values(n, edges):
    """G(v) by its definition on an acyclic graph (vertices 1..n)."""
    succ = {v: [] for v in range(1, n + 1)}
    for x, y in edges:
        succ[x].append(y)
    memo = {}

    def g(v):
        if v not in memo:
            seen = {g(w) for w in succ[v]}
            m = 0
            while m in seen:
                m += 1
            memo[v] = m
        return memo[v]
    return [g(v) for v in range(1, n + 1)]


def acyclic(n, edges):
    succ = {v: [] for v in range(1, n + 1)}
    for x, y in edges:
        succ[x].append(y)
    state = {}

    def visit(v):  # the graphs here are small: recursion is fine
        state[v] = 'open'
        for w in succ[v]:
            if state.get(w) == 'open' or (w not in state and not visit(w)):
                return False
        state[v] = 'done'
        return True
    return all(visit(v) for v in range(1, n + 1) if v not in state)


def brute_outcomes(n, edges):
    """Win, lose or draw for the player to move with one token on v, by retrograde analysis."""
    succ = {v: [] for v in range(1, n + 1)}
    pred = {v: [] for v in range(1, n + 1)}
    for x, y in edges:
        succ[x].append(y)
        pred[y].append(x)
    left = {v: len(succ[v]) for v in succ}
    result = {}
    todo = [v for v in succ if left[v] == 0]
    for v in todo:
        result[v] = 'lose'
    while todo:
        v = todo.pop()
        for u in pred[v]:
            if u in result:
                continue
            if result[v] == 'lose':
                result[u] = 'win'
                todo.append(u)
            else:
                left[u] -= 1
                if left[u] == 0:
                    result[u] = 'lose'
                    todo.append(u)
    return [result.get(v, 'draw') for v in range(1, n + 1)]


async def run(webdir, grundy_cmd, shots):
    server = serve(webdir)
    url = f'http://127.0.0.1:{server.server_address[1]}/index.html'
    profile = tempfile.mkdtemp(prefix='sg-web-')
    proc, page = await open_page(profile)
    try:
        await page.send('Page.enable')
        await page.send('Runtime.enable')
        await page.send('Page.navigate', url=url)
        await page.wait_for('document.body && document.body.dataset.ready === "1"')
        first = await page.js('document.body.dataset.firstAnswerMs')
        print(f'web: first answer (0.77 to 100, with its period and plot) {first} ms after navigation began')

        # ---- nim-sequences against the grundy command
        cases = [('octal', '0.77'), ('octal', '0.137'), ('octal', '4.7'), ('subtraction', '1,3,4'),
                 ('subtraction', 'all-but:1,3')]
        for family, spec in cases:
            await page.type('seq-family', family)
            await page.type('seq-spec', spec)
            await page.type('seq-upto', '300')
            await page.click('#seq-go')
            values = (await page.text('seq-values')).split()
            want = grundy(grundy_cmd, family, spec, '--upto', '300').split()
            check(values == want, f'{family} {spec}: the page shows {values[:20]}..., grundy {want[:20]}...')
            period = await page.text('seq-period')
            want_period = grundy(grundy_cmd, family, spec, '--period').split()
            if want_period[0] == 'preperiod':
                check(f'preperiod {want_period[1]}, period {want_period[3]}' in period,
                      f'{family} {spec}: the page says "{period}", grundy "{" ".join(want_period)}"')
            check(await page.js('document.querySelector("#seq-plot svg") !== null'), f'{family} {spec}: no plot')
            await page.type('seq-n', '1000000000000')
            await page.click('#seq-value-go')
            want_value = grundy(grundy_cmd, family, spec, '--value', '1000000000000')
            shown = await page.text('seq-value')
            check(shown == f'G(1000000000000) = {want_value}',
                  f'{family} {spec}: "{shown}" ({await page.text("seq-error")}), grundy {want_value}')
        await page.type('seq-family', 'octal')
        await page.type('seq-spec', '0.8x')
        await page.click('#seq-go')
        error = await page.text('seq-error')
        check('0.8x' in error and 'digit' in error, f'a bad code: "{error}"')
        print(f'web: nim-sequences of {len(cases)} games agree with the grundy command')

        # ---- a graph: values, outcomes and the mex against brute force
        await page.click('#tab-graph')
        graphs = [
            (6, [(1, 2), (1, 3), (2, 4), (3, 4), (3, 5), (4, 6), (5, 6), (2, 5)], [1, 3]),
            (7, [(1, 2), (2, 3), (3, 1), (3, 4), (4, 5), (5, 4), (6, 7), (1, 6), (5, 7)], [1, 6]),
            (5, [(1, 2), (2, 2), (3, 4), (4, 5)], [3]),
        ]
        for n, edges, tokens in graphs:
            text = f'{n} {len(edges)} {len(tokens)}\n' + ''.join(f'{x} {y}\n' for x, y in edges) + \
                ' '.join(map(str, tokens)) + '\n'
            await page.type('graph-text', text)
            await page.click('#graph-go')
            rows = await page.js('[...document.querySelectorAll("#graph-table tbody tr")].map(r => '
                                 '[...r.children].map(c => c.textContent))')
            check(len(rows) == n, f'graph: {len(rows)} rows for {n} vertices')
            outcomes = [{'P': 'lose', 'N': 'win', 'D': 'draw'}[r[3]] for r in rows]
            want = brute_outcomes(n, edges)
            check(outcomes == want, f'graph {edges}: outcomes {outcomes}, brute force {want}')
            if acyclic(n, edges):
                values = [int(r[2]) for r in rows]
                check(values == brute_values(n, edges), f'graph {edges}: values {values}')
            for v in range(1, n + 1):
                await page.type('mex-vertex', str(v))
                await page.click('#mex-all')
                result = await page.text('mex-result')
                if rows[v - 1][2].isdigit():
                    check(result == f'So G({v}) = {rows[v - 1][2]}.', f'graph: mex at {v}: "{result}"')
                else:
                    check(rows[v - 1][2] in result, f'graph: at {v} with value {rows[v - 1][2]}: "{result}"')
        # drawing: a vertex by a click on empty space, an edge by two clicks on vertices
        await page.click('#graph-go')
        box = await page.js('(() => { const e = document.getElementById("graph-svg"); e.scrollIntoView(); '
                            'const r = e.getBoundingClientRect(); return [r.left, r.top]; })()')
        await page.click_at(box[0] + 440, box[1] + 20)
        rows = await page.js('document.querySelectorAll("#graph-table tbody tr").length')
        check(rows == 6, f'graph: a click on empty space gives {rows} vertices, not 6')
        await page.click('#graph-svg g[data-vertex="5"] circle')
        await page.click('#graph-svg g[data-vertex="6"] circle')
        graph_text = await page.js('document.getElementById("graph-text").value')
        check(graph_text.split('\n')[0] == '6 5 1' and '5 6' in graph_text.split('\n'),
              f'graph: after drawing an edge the text is {graph_text!r}')
        want = brute_outcomes(6, [(1, 2), (2, 2), (3, 4), (4, 5), (5, 6)])
        outcomes = await page.js('[...document.querySelectorAll("#graph-table td.outcome")].map(c => c.textContent)')
        check([{'P': 'lose', 'N': 'win', 'D': 'draw'}[o] for o in outcomes] == want, f'drawn graph: {outcomes}')
        print(f'web: {len(graphs)} graphs and a drawn one agree with brute force, every mex step ends at the value')

        # ---- play: following the hints wins; a computer that begins a won game wins it
        await page.click('#tab-play')
        await page.type('play-parts', 'nim 3\nnim 5\noctal 0.77 7\nsubtraction 1,3,4 9')
        await page.type('play-first', 'human')
        await page.js('document.getElementById("play-hint").checked = true')
        await page.click('#play-new')
        check(await page.js('document.getElementById("play-hint-line").dataset.move !== ""'),
              'play: a won start position has no hint')
        before = await page.js('[...document.querySelectorAll("#play-position li")].map(l => l.textContent)')
        await page.type('play-move', '1: 7')
        await page.click('#play-go')
        error = await page.text('play-error')
        after = await page.js('[...document.querySelectorAll("#play-position li")].map(l => l.textContent)')
        check('cannot become' in error and after == before, f'play: an illegal move: "{error}", {after}')
        moves = 0
        while not await page.js('document.getElementById("play-result").dataset.over'):
            hint = await page.js('document.getElementById("play-hint-line").dataset.move')
            check(hint != '', 'play: following the hints reached a position without a winning move')
            await page.type('play-move', hint)
            await page.click('#play-go')
            moves += 1
            check(moves < 100, 'play: the game does not end')
        check(await page.js('document.getElementById("play-result").dataset.over') == 'win',
              'play: following the hints did not win')
        await page.type('play-parts', 'nim 1\nnim 2\nnim 4')
        await page.type('play-first', 'computer')
        await page.click('#play-new')
        moves = 0
        while not await page.js('document.getElementById("play-result").dataset.over'):
            parts = await page.js('[...document.querySelectorAll("#play-position li")].map(l => l.textContent)')
            k = next(i for i, p in enumerate(parts) if p.split()[-1] != '0')
            await page.type('play-move', f'{k + 1}: {int(parts[k].split()[-1]) - 1}')
            await page.click('#play-go')
            moves += 1
            check(moves < 100, 'play: the game does not end')
        check(await page.js('document.getElementById("play-result").dataset.over') == 'lose',
              'play: the computer began a won game (1+2+4 has value 7) and lost it')
        print('web: following the hints wins; the computer wins the game it begins in a won position')

        # ---- Chinese
        await page.click('#lang-zh')
        check(await page.js('document.querySelector("h1").textContent') == 'sg 演练场', 'zh: the title')
        result = await page.text('play-result')
        check(result == '你输了。', f'zh: the result line is "{result}"')
        await page.click('#tab-graph')
        outcomes = await page.js('[...document.querySelectorAll("#graph-table td.outcome")].map(c => c.textContent)')
        check(len(outcomes) > 0 and set(outcomes) <= {'P', 'N', 'D'}, f'zh: the outcomes {outcomes}')
        sum_line = await page.text('graph-sum')
        check('棋子' in sum_line, f'zh: the sum line "{sum_line}"')
        await page.click('#lang-en')
        check(await page.js('document.querySelector("h1").textContent') == 'sg playground', 'en: the title')
        print('web: the page switches to Chinese and back')
        if shots:
            await screenshots(page, shots)
    finally:
        proc.terminate()
        proc.wait()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)


async def screenshots(page, shots):
    """The pictures of docs/web.md, taken last: after a capture this browser takes no more mouse input."""
    async def press(element_id):
        await page.js(f'document.getElementById({json.dumps(element_id)}).click()')
    await press('tab-sequence')
    await page.type('seq-family', 'octal')
    await page.type('seq-spec', '0.137')
    await page.type('seq-upto', '200')
    await press('seq-go')
    await page.screenshot(os.path.join(shots, 'web-sequence.png'))
    await press('tab-graph')
    await page.type('graph-text', '6 8 2\n1 2\n1 3\n2 4\n3 4\n3 5\n4 6\n5 6\n2 5\n1 3\n')
    await press('graph-go')
    await page.type('mex-vertex', '1')
    await press('mex-all')
    await page.screenshot(os.path.join(shots, 'web-graph.png'))
    await press('tab-play')
    await page.type('play-parts', 'nim 3\nnim 5\noctal 0.77 7')
    await page.type('play-first', 'human')
    await press('play-new')
    await page.type('play-move', '1: 1')
    await press('play-go')
    await page.screenshot(os.path.join(shots, 'web-play.png'))
    await press('lang-zh')
    await press('tab-graph')
    await page.screenshot(os.path.join(shots, 'web-graph-zh.png'))


def main():
    args = sys.argv[1:]
    shots = None
    if '--screenshots' in args:
        i = args.index('--screenshots')
        shots = args[i + 1]
        del args[i:i + 2]
        os.makedirs(shots, exist_ok=True)
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        asyncio.run(run(args[0], args[1], shots))
    except AssertionError as e:
        print(f'browser_test: {e}', file=sys.stderr)
        return 1
    print('web: all checks passed')
    return 0


if __name__ == '__main__':
    sys.exit(main())
