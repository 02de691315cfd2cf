// The sg playground (web/index.html): the three views, in English and Chinese, on the
// module sg_web.wasm (web/sg_web.cpp), whose functions answer in JSON. Everything a view
// shows is computed by sg; this file only draws it. See docs/web.md.
'use strict';

const texts = {
  en: {
    title: 'sg playground',
    subtitle: 'Sprague–Grundy values, computed in your browser by the sg library.',
    loading: 'Loading the solver…',
    tab_sequence: 'Nim-sequences', tab_graph: 'A graph', tab_play: 'Play',
    sequence_help: 'An octal code (0.77 is Kayles, 0.07 Dawson\'s Kayles, 4.7 hexadecimal) or a subtraction set ' +
      '(1,3,4; 1-5; all-but:1,3; squares).',
    octal: 'octal game', subtraction: 'subtraction game', upto: 'values up to', show: 'Show', compute: 'Compute',
    values_heading: 'The values G(0), G(1), …',
    period: (pre, per) => `Periodic: preperiod ${pre}, period ${per} (certified by the game's theorem).`,
    no_period: (n) => `No period certified among the first ${n} values.`,
    no_period_stopped: (n) => `No period certified within the page's time limit (${n} values examined).`,
    value_is: (n, v) => `G(${n}) = ${v}`,
    graph_help: 'A directed graph in the format of AcWing 1319: "N M K", then M edges "X Y" (vertices 1..N), then ' +
      'K vertices with a token. A move slides one token along an edge; whoever cannot move loses.',
    graph_draw_help: 'Or draw: click the empty picture to add a vertex; click one vertex, then another, to add an edge.',
    solve: 'Solve', vertex: 'vertex', successors: 'successors', value: 'value', outcome: 'outcome',
    lose_long: 'P: the player to move loses', win_long: 'N: the player to move wins', draw_long: 'D: a draw',
    lose: 'P', win: 'N', draw: 'D',
    sum_line: (tokens, v, o) => `Tokens on ${tokens}: the sum's value is ${v}; ${o}.`,
    no_tokens: 'No tokens (K = 0): the sum is empty, and the player to move loses.',
    sum_win: 'the first player wins', sum_lose: 'the first player loses', sum_draw: 'neither player can force a win',
    mex_heading: 'The mex, step by step, at vertex', next_step: 'Next step', all_steps: 'All steps',
    mex_start: (v, s) => s.length ? `Vertex ${v} has the successors ${s.join(', ')}.` :
      `Vertex ${v} has no successors: the player to move there has no move.`,
    mex_look: (w, val) => `Successor ${w} has the value ${val}.`,
    mex_look_infinite: (w, val) => `Successor ${w} has the infinite value ${val} (it is on or leads into a cycle); ` +
      'infinite values are not in the set.',
    mex_done: (set, m) => `mex{${set.join(', ')}} = ${m}: the smallest value not in the set.`,
    mex_value: (v, m) => `So G(${v}) = ${m}.`,
    mex_infinite: (v, val) => `But vertex ${v} is on or leads into a cycle: by Smith's rule its value is ${val}, ` +
      'infinite, with the finite values of its successors listed.',
    play_help: 'A sum of games, one per line: "nim N", "octal CODE N", "subtraction SET N", "wythoff A B". You move ' +
      'by writing "K: R": part K becomes R (heaps joined by +, 0 for none).',
    you_first: 'you begin', computer_first: 'the computer begins', hints: 'hints', new_game: 'New game',
    move: 'Move', moves_heading: 'Moves',
    hint_win: (m) => `Hint: you can win; play ${m}.`, hint_lose: 'Hint: every move loses against best play.',
    you: 'you', computer: 'computer', you_win: 'You win!', you_lose: 'You lose.',
    your_turn: 'Your move.',
    footer: 'sg: a C++20 library for Sprague–Grundy theory.',
  },
  zh: {
    title: 'sg 演练场',
    subtitle: 'Sprague–Grundy 值，由 sg 库在浏览器中计算。',
    loading: '正在加载求解器……',
    tab_sequence: 'nim 序列', tab_graph: '有向图', tab_play: '对弈',
    sequence_help: '八进制代码（0.77 是 Kayles，0.07 是 Dawson 的 Kayles，4.7 为十六进制）或减法集合' +
      '（1,3,4；1-5；all-but:1,3；squares）。',
    octal: '八进制游戏', subtraction: '减法游戏', upto: '计算到', show: '显示', compute: '计算',
    values_heading: '各值 G(0), G(1), …',
    period: (pre, per) => `周期性：前周期 ${pre}，周期 ${per}（由该游戏的定理证明）。`,
    no_period: (n) => `在前 ${n} 个值中没有得到证明的周期。`,
    no_period_stopped: (n) => `在页面的时间限制内没有得到证明的周期（已检查 ${n} 个值）。`,
    value_is: (n, v) => `G(${n}) = ${v}`,
    graph_help: '按 AcWing 1319 的格式输入有向图：“N M K”，然后 M 条边“X Y”（顶点 1..N），然后 K 个放有棋子的顶点。' +
      '每步把一枚棋子沿一条边移动；无法移动者输。',
    graph_draw_help: '也可以画：单击图中空白处添加顶点；先后单击两个顶点添加一条边。',
    solve: '求解', vertex: '顶点', successors: '后继', value: '值', outcome: '胜负',
    lose_long: 'P：轮到走的一方必败', win_long: 'N：轮到走的一方必胜', draw_long: 'D：和局',
    lose: 'P', win: 'N', draw: 'D',
    sum_line: (tokens, v, o) => `棋子在 ${tokens}：和的值为 ${v}；${o}。`,
    no_tokens: '没有棋子（K = 0）：和为空，轮到走的一方输。',
    sum_win: '先手必胜', sum_lose: '先手必败', sum_draw: '双方都无法强制取胜',
    mex_heading: '逐步计算 mex，顶点', next_step: '下一步', all_steps: '全部步骤',
    mex_start: (v, s) => s.length ? `顶点 ${v} 的后继是 ${s.join('、')}。` : `顶点 ${v} 没有后继：轮到走的一方无路可走。`,
    mex_look: (w, val) => `后继 ${w} 的值是 ${val}。`,
    mex_look_infinite: (w, val) => `后继 ${w} 的值是无穷值 ${val}（它在环上或通向环）；无穷值不计入集合。`,
    mex_done: (set, m) => `mex{${set.join(', ')}} = ${m}：不在集合中的最小值。`,
    mex_value: (v, m) => `所以 G(${v}) = ${m}。`,
    mex_infinite: (v, val) => `但顶点 ${v} 在环上或通向环：按 Smith 规则，它的值是无穷值 ${val}，其中列出后继的有限值。`,
    play_help: '若干游戏之和，每行一个：“nim N”“octal CODE N”“subtraction SET N”“wythoff A B”。' +
      '走法写作“K: R”：第 K 部分变为 R（各堆用 + 连接，没有堆写 0）。',
    you_first: '你先走', computer_first: '电脑先走', hints: '提示', new_game: '新对局',
    move: '走', moves_heading: '着法',
    hint_win: (m) => `提示：你能赢；走 ${m}。`, hint_lose: '提示：对方走法正确时，每一步都会输。',
    you: '你', computer: '电脑', you_win: '你赢了！', you_lose: '你输了。',
    your_turn: '轮到你走。',
    footer: 'sg：一个用于 Sprague–Grundy 理论的 C++20 库。',
  },
};

let lang = 'en';
let sg = null;  // the module, once loaded

const $ = (id) => document.getElementById(id);
function t(key, ...args) {
  const x = texts[lang][key];
  return typeof x === 'function' ? x(...args) : x;
}
function call(name, ...args) {  // a function of the module, its JSON answer parsed
  return JSON.parse(sg[name](...args));
}

// Every element with data-t shows the text of that key; the views redraw their answers.
const redraws = [];
function setLanguage(l) {
  lang = l;
  document.documentElement.lang = l === 'zh' ? 'zh-CN' : 'en';
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  $('lang-en').classList.toggle('active', l === 'en');
  $('lang-zh').classList.toggle('active', l === 'zh');
  if (sg) $('status').textContent = '';
  for (const r of redraws) r();
}

function showView(name) {
  for (const v of ['sequence', 'graph', 'play']) {
    $('view-' + v).hidden = v !== name;
    $('tab-' + v).classList.toggle('active', v === name);
  }
}

// ---- nim-sequences

let sequenceAnswer = null;
let valueAnswer = null;
function showSequence() {
  const r = call('sequence', $('seq-family').value, $('seq-spec').value.trim(), $('seq-upto').value.trim());
  sequenceAnswer = r.error ? null : r;
  $('seq-error').textContent = r.error || '';
  drawSequence();
  if (!r.error && !document.body.dataset.firstAnswerMs)
    document.body.dataset.firstAnswerMs = String(Math.round(performance.now()));
}
function drawSequence() {
  const r = sequenceAnswer;
  $('seq-plot').innerHTML = r ? r.svg : '';
  $('seq-values').textContent = r ? r.values.join(' ') : '';
  $('seq-period').textContent = !r ? '' : r.period ? t('period', r.period.preperiod, r.period.period) :
    r.stopped ? t('no_period_stopped', r.examined) : t('no_period', r.examined);
  $('seq-value').textContent = valueAnswer ? t('value_is', valueAnswer.n, valueAnswer.value) : '';
}
function showValue() {
  const r = call('value', $('seq-family').value, $('seq-spec').value.trim(), $('seq-n').value.trim());
  valueAnswer = r.error ? null : r;
  $('seq-error').textContent = r.error || '';
  drawSequence();
}

// ---- a graph

const sampleGraph = '6 8 2\n1 2\n1 3\n2 4\n3 4\n3 5\n4 6\n5 6\n2 5\n1 3\n';
let graphAnswer = null;
let picked = null;     // the vertex clicked first when drawing an edge
let positions = [];    // where each vertex is drawn, kept while drawing

function parseGraphText() {  // the numbers of the text box, for drawing on it
  const w = $('graph-text').value.trim().split(/\s+/).filter((x) => x !== '').map(Number);
  if (w.length < 3 || w.some((x) => !Number.isInteger(x))) return null;
  const [n, m, k] = w;
  if (w.length !== 3 + 2 * m + k) return null;
  const edges = [];
  for (let i = 0; i < m; ++i) edges.push([w[3 + 2 * i], w[4 + 2 * i]]);
  return { n, edges, tokens: w.slice(3 + 2 * m) };
}
function writeGraphText(g) {
  $('graph-text').value = `${g.n} ${g.edges.length} ${g.tokens.length}\n` +
    g.edges.map((e) => e.join(' ') + '\n').join('') + (g.tokens.length ? g.tokens.join(' ') + '\n' : '');
}

// Where each vertex is drawn: in layers by the longest path to a vertex without
// successors when the graph is acyclic, on a circle otherwise.
function heights(r) {  // null when the graph has a cycle
  const n = r.vertices;
  const height = new Array(n).fill(-1);
  const onStack = new Array(n).fill(false);
  for (let v = 1; v <= n; ++v) {
    if (height[v - 1] >= 0) continue;
    const stack = [[v, 0]];  // iterative, so that long chains do not overflow the stack
    onStack[v - 1] = true;
    while (stack.length) {
      const top = stack[stack.length - 1];
      const s = r.successors[top[0] - 1];
      if (top[1] < s.length) {
        const w = s[top[1]++];
        if (onStack[w - 1]) return null;
        if (height[w - 1] < 0) {
          onStack[w - 1] = true;
          stack.push([w, 0]);
        }
      } else {
        height[top[0] - 1] = Math.max(0, ...s.map((w) => height[w - 1] + 1));
        onStack[top[0] - 1] = false;
        stack.pop();
      }
    }
  }
  return height;
}
function layout(r) {
  const n = r.vertices;
  if (positions.length === n) return positions;
  const W = 460, H = 360;
  const pos = [];
  const height = heights(r);
  if (height) {
    const levels = Math.max(0, ...height) + 1;
    const rows = [];
    for (let v = 1; v <= n; ++v) (rows[height[v - 1]] ||= []).push(v);
    for (let l = 0; l < levels; ++l) {
      const row = rows[l] || [];
      row.forEach((v, i) => {
        pos[v - 1] = [W * (i + 1) / (row.length + 1), H - 40 - (H - 80) * (levels === 1 ? 0.5 : l / (levels - 1))];
      });
    }
  } else {
    for (let v = 1; v <= n; ++v) {
      const a = 2 * Math.PI * (v - 1) / n - Math.PI / 2;
      pos.push([W / 2 + 140 * Math.cos(a), H / 2 + 140 * Math.sin(a)]);
    }
  }
  positions = pos;
  return pos;
}

function svgEl(name, attrs, text) {
  const el = document.createElementNS('http://www.w3.org/2000/svg', name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (text !== undefined) el.textContent = text;
  return el;
}

function drawGraph() {
  const svg = $('graph-svg');
  svg.replaceChildren();
  const tbody = $('graph-table').querySelector('tbody');
  tbody.replaceChildren();
  const r = graphAnswer;
  if (!r) return;
  const pos = layout(r);
  const defs = svgEl('defs', {});
  const marker = svgEl('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: 10, refY: 5, markerWidth: 7,
    markerHeight: 7, orient: 'auto-start-reverse' });
  marker.appendChild(svgEl('path', { d: 'M 0 0 L 10 5 L 0 10 z', fill: '#556' }));
  defs.appendChild(marker);
  svg.appendChild(defs);
  const R = 16;
  r.successors.forEach((s, i) => {
    for (const w of s) {
      const [x1, y1] = pos[i], [x2, y2] = pos[w - 1];
      if (i === w - 1) {  // a loop
        svg.appendChild(svgEl('path', { d: `M ${x1 - 8} ${y1 - R + 2} C ${x1 - 30} ${y1 - 55}, ${x1 + 30} ${y1 - 55}, ` +
          `${x1 + 8} ${y1 - R + 2}`, fill: 'none', stroke: '#556', 'marker-end': 'url(#arrow)' }));
        continue;
      }
      const d = Math.hypot(x2 - x1, y2 - y1) || 1;
      const ux = (x2 - x1) / d, uy = (y2 - y1) / d;
      svg.appendChild(svgEl('line', { x1: x1 + ux * R, y1: y1 + uy * R, x2: x2 - ux * (R + 2), y2: y2 - uy * (R + 2),
        stroke: '#556', 'marker-end': 'url(#arrow)' }));
    }
  });
  const tokens = new Set(r.tokens);
  for (let v = 1; v <= r.vertices; ++v) {
    const [x, y] = pos[v - 1];
    const g = svgEl('g', { class: 'vertex' + (picked === v ? ' picked' : ''), 'data-vertex': v });
    g.appendChild(svgEl('circle', { cx: x, cy: y, r: R, class: r.outcomes[v - 1], stroke: tokens.has(v) ? '#10224d' : '#fff',
      'stroke-width': tokens.has(v) ? 3 : 1 }));
    g.appendChild(svgEl('text', { x, y: y + 5, 'text-anchor': 'middle', fill: 'white', 'font-weight': 600 }, v));
    g.appendChild(svgEl('text', { x: x + R + 3, y: y - R + 4, 'font-size': 12, fill: '#223' }, r.values[v - 1]));
    g.addEventListener('click', (e) => { e.stopPropagation(); clickVertex(v); });
    svg.appendChild(g);
    const tr = document.createElement('tr');
    tr.dataset.vertex = v;
    for (const [text, cls] of [[v], [r.successors[v - 1].join(' ')], [r.values[v - 1], 'value'],
      [t(r.outcomes[v - 1]), 'outcome outcome-' + r.outcomes[v - 1]]]) {
      const td = document.createElement('td');
      td.textContent = text;
      if (cls) td.className = cls;
      tr.appendChild(td);
    }
    tbody.appendChild(tr);
  }
  $('graph-sum').textContent = r.tokens.length === 0 ? t('no_tokens') :
    t('sum_line', r.tokens.join(', '), r.sum, t('sum_' + r.sum_outcome));
  const sel = $('mex-vertex');
  const keep = Number(sel.value) || 1;
  sel.replaceChildren(...Array.from({ length: r.vertices }, (_, i) => new Option(String(i + 1), String(i + 1))));
  sel.value = String(Math.min(keep, r.vertices));
  drawMex();
}

function solveGraph(keepLayout) {
  const r = call('graph', $('graph-text').value);
  $('graph-error').textContent = r.error || '';
  if (r.error) return;
  if (!keepLayout) positions = [];
  graphAnswer = r;
  mexShown = 0;
  drawGraph();
}

function clickVertex(v) {
  if (picked === null) {
    picked = v;
  } else {
    const g = parseGraphText();
    if (g) {
      g.edges.push([picked, v]);
      writeGraphText(g);
    }
    picked = null;
    solveGraph(true);
    return;
  }
  $('mex-vertex').value = String(v);
  mexShown = 0;
  drawGraph();
}
function clickEmpty(e) {
  const g = parseGraphText();
  if (!g || !graphAnswer) return;
  const box = $('graph-svg').getBoundingClientRect();
  g.n += 1;
  writeGraphText(g);
  const keep = positions.slice();
  keep.push([e.clientX - box.left, e.clientY - box.top]);
  picked = null;
  solveGraph(true);
  if (graphAnswer && graphAnswer.vertices === keep.length) {
    positions = keep;
    drawGraph();
  }
}

// The mex at the chosen vertex: one step per successor, then the set and its mex.
let mexShown = 0;
function mexSteps() {
  const r = graphAnswer;
  const v = Number($('mex-vertex').value);
  const s = r.successors[v - 1];
  const steps = [t('mex_start', v, s)];
  const set = new Set();
  for (const w of s) {
    const val = r.values[w - 1];
    if (/^\d+$/.test(val)) {
      set.add(Number(val));
      steps.push(t('mex_look', w, val));
    } else {
      steps.push(t('mex_look_infinite', w, val));
    }
  }
  const sorted = [...set].sort((a, b) => a - b);
  const m = r.mex[v - 1];  // sg::mex of the successors' finite values, from the module
  steps.push(t('mex_done', sorted, m));
  const own = r.values[v - 1];
  steps.push(/^\d+$/.test(own) ? t('mex_value', v, m) : t('mex_infinite', v, own));
  return { steps, set, m, finite: /^\d+$/.test(own) };
}
function drawMex() {
  const r = graphAnswer;
  if (!r || r.vertices === 0) {  // nothing to take the mex at
    for (const id of ['mex-steps', 'mex-set']) $(id).replaceChildren();
    $('mex-result').textContent = '';
    return;
  }
  const { steps, set, m } = mexSteps();
  const shown = Math.min(mexShown, steps.length);
  $('mex-steps').replaceChildren(...steps.slice(0, shown).map((s) => {
    const li = document.createElement('li');
    li.textContent = s;
    return li;
  }));
  const v = Number($('mex-vertex').value);
  const looked = new Set();
  r.successors[v - 1].slice(0, Math.max(0, shown - 1)).forEach((w) => {
    if (/^\d+$/.test(r.values[w - 1])) looked.add(Number(r.values[w - 1]));
  });
  const done = shown >= steps.length - 1;
  const top = Math.max(m, ...set) + 1;
  $('mex-set').replaceChildren(...Array.from({ length: top + 1 }, (_, k) => {
    const c = document.createElement('span');
    c.className = 'chip' + (looked.has(k) ? ' seen' : '') + (done && k === m ? ' answer' : '');
    c.textContent = k;
    return c;
  }));
  $('mex-result').textContent = done ? steps[steps.length - 1] : '';
  $('mex-step').disabled = shown >= steps.length;
}

// ---- play

let game = null;
let humanTurn = true;
let log = [];     // [who, move]
let state = null;
let lastError = '';

function newGame() {
  if (!game) game = new sg.Play();
  const r = JSON.parse(game.start($('play-parts').value));
  lastError = r.error || '';
  log = [];
  state = r.error ? null : r;
  humanTurn = $('play-first').value === 'human';
  if (state && !humanTurn) computerMove();
  drawPlay();
}
function computerMove() {
  if (!state.has_move) return;
  const r = JSON.parse(game.reply());
  log.push(['computer', r.move]);
  state = r;
  humanTurn = true;
}
function humanMove() {
  if (!state || !humanTurn || !state.has_move) return;
  const text = $('play-move').value;
  const r = JSON.parse(game.move(text));
  if (r.error) {
    lastError = r.error;
  } else {
    lastError = '';
    log.push(['you', text.trim()]);
    state = r;
    humanTurn = false;
    computerMove();
    $('play-move').value = '';
  }
  drawPlay();
}
function drawPlay() {
  $('play-error').textContent = lastError;
  $('play-position').replaceChildren(...(state ? state.parts : []).map((p) => {
    const li = document.createElement('li');
    li.textContent = p;
    return li;
  }));
  $('play-log').replaceChildren(...log.map(([who, m]) => {
    const li = document.createElement('li');
    li.textContent = `${t(who)}: ${m}`;
    return li;
  }));
  const over = state && !state.has_move;
  $('play-result').textContent = !state ? '' : over ? (humanTurn ? t('you_lose') : t('you_win')) : t('your_turn');
  $('play-result').dataset.over = over ? (humanTurn ? 'lose' : 'win') : '';
  $('play-hint-line').textContent = !state || over || !$('play-hint').checked ? '' :
    state.winning_moves.length ? t('hint_win', state.winning_moves[0]) : t('hint_lose');
  $('play-hint-line').dataset.move = state && state.winning_moves.length ? state.winning_moves[0] : '';
  $('play-go').disabled = !state || over;
}

// ---- start

function start() {
  $('lang-en').addEventListener('click', () => setLanguage('en'));
  $('lang-zh').addEventListener('click', () => setLanguage('zh'));
  for (const b of document.querySelectorAll('nav.tabs button')) b.addEventListener('click', () => showView(b.dataset.view));
  $('sequence-form').addEventListener('submit', (e) => { e.preventDefault(); valueAnswer = null; showSequence(); });
  $('value-form').addEventListener('submit', (e) => { e.preventDefault(); showValue(); });
  $('graph-go').addEventListener('click', () => { picked = null; solveGraph(false); });
  $('graph-svg').addEventListener('click', clickEmpty);
  $('mex-vertex').addEventListener('change', () => { mexShown = 0; drawMex(); });
  $('mex-step').addEventListener('click', () => { ++mexShown; drawMex(); });
  $('mex-all').addEventListener('click', () => { mexShown = 1e9; drawMex(); });
  $('play-new').addEventListener('click', newGame);
  $('play-form').addEventListener('submit', (e) => { e.preventDefault(); humanMove(); });
  $('play-hint').addEventListener('change', drawPlay);
  redraws.push(drawSequence, drawGraph, drawPlay);
  const wanted = new URLSearchParams(location.search);
  setLanguage(wanted.get('lang') === 'zh' ? 'zh' : 'en');
  showView(['graph', 'play'].includes(wanted.get('view')) ? wanted.get('view') : 'sequence');
  $('graph-text').value = sampleGraph;
  createSg().then((module) => {
    sg = module;
    $('status').textContent = '';
    showSequence();
    solveGraph(false);
    newGame();
    document.body.dataset.ready = '1';
  }, (err) => {
    $('status').textContent = 'sg_web.wasm: ' + err;
  });
}
start();
