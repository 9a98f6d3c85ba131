<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About PuzzleLab</source>
        <translation>关于 PuzzleLab</translation>
    </message>
    <message>
        <source>PuzzleLab icon</source>
        <translation>PuzzleLab 图标</translation>
    </message>
    <message>
        <source>PuzzleLab</source>
        <translation>PuzzleLab</translation>
    </message>
    <message>
        <source>Shortest-move puzzles, solved optimally.</source>
        <translation>最少步数谜题，求出最优解。</translation>
    </message>
    <message>
        <source>About the puzzles</source>
        <translation>关于这些谜题</translation>
    </message>
    <message>
        <source>Free software under the MIT licence. Copyright © 2026 the PuzzleLab developers.</source>
        <translation>自由软件，以 MIT 许可证发布。版权所有 © 2026 PuzzleLab 开发者。</translation>
    </message>
</context>
<context>
    <name>BatchDialog</name>
    <message>
        <source>Batch Solve</source>
        <translation>批量求解</translation>
    </message>
    <message>
        <source>&amp;Puzzle:</source>
        <translation>谜题(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Open Input…</source>
        <translation>打开输入(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Solve All</source>
        <translation>全部求解(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Judge Output</source>
        <translation>评测输出(&amp;J)</translation>
    </message>
    <message>
        <source>Answers in the judge format</source>
        <translation>评测格式的答案</translation>
    </message>
    <message>
        <source>By &amp;Case</source>
        <translation>按用例(&amp;C)</translation>
    </message>
    <message>
        <source>Answers by case</source>
        <translation>按用例列出的答案</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>用例</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Save &amp;Answers…</source>
        <translation>保存答案(&amp;A)…</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>谜题</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>Cop&amp;y Answers</source>
        <translation>复制答案(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare Engines</source>
        <translation>比较引擎</translation>
    </message>
    <message>
        <source>Position:</source>
        <translation>局面：</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>&amp;Run Again</source>
        <translation>再次运行(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy Table</source>
        <translation>复制表格(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>PuzzleLab</source>
        <translation>PuzzleLab</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>求解(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation>回放(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>&amp;Open Solution…</source>
        <translation>打开解答(&amp;O)…</translation>
    </message>
    <message>
        <source>Open an exported solution file</source>
        <translation>打开导出的解答文件</translation>
    </message>
    <message>
        <source>&amp;Export Solution…</source>
        <translation>导出解答(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the solution as a text file</source>
        <translation>将解答保存为文本文件</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy Solution</source>
        <translation>复制解答(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the solution to the clipboard in the export format</source>
        <translation>以导出格式将解答复制到剪贴板</translation>
    </message>
    <message>
        <source>Scra&amp;mble</source>
        <translation>打乱(&amp;M)</translation>
    </message>
    <message>
        <source>Set up a random position</source>
        <translation>随机设置一个局面</translation>
    </message>
    <message>
        <source>Rese&amp;t</source>
        <translation>重置(&amp;T)</translation>
    </message>
    <message>
        <source>Go back to the puzzle&apos;s starting position</source>
        <translation>回到谜题的初始局面</translation>
    </message>
    <message>
        <source>Find the shortest solution of the position</source>
        <translation>求出该局面的最短解</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Stop the running search</source>
        <translation>停止正在进行的搜索</translation>
    </message>
    <message>
        <source>&amp;Apply Solution</source>
        <translation>应用解答(&amp;A)</translation>
    </message>
    <message>
        <source>Play the whole solution on the position (one undo step)</source>
        <translation>在局面上执行整个解答（一步撤销）</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Play the solution</source>
        <translation>播放解答</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <source>Take back one move of the solution</source>
        <translation>撤回解答的一步</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>前进一步(&amp;F)</translation>
    </message>
    <message>
        <source>Play one move of the solution</source>
        <translation>执行解答的一步</translation>
    </message>
    <message>
        <source>Go to &amp;Start</source>
        <translation>转到开头(&amp;S)</translation>
    </message>
    <message>
        <source>Show the position before the first move</source>
        <translation>显示第一步之前的局面</translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation>转到结尾(&amp;E)</translation>
    </message>
    <message>
        <source>Show the position after the last move</source>
        <translation>显示最后一步之后的局面</translation>
    </message>
    <message>
        <source>&amp;About PuzzleLab</source>
        <translation>关于 PuzzleLab(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Copy Po&amp;sition</source>
        <translation>复制局面(&amp;S)</translation>
    </message>
    <message>
        <source>Copy the position as text, in the form --position and Paste read</source>
        <translation>以文本复制当前局面，格式与 --position 和“粘贴”所读的相同</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <source>Set up the position or open the solution that is on the clipboard, or play the moves it names</source>
        <translation>摆出剪贴板上的局面或打开其中的解法，或执行其中写出的走法</translation>
    </message>
</context>
<context>
    <name>SolutionPanel</name>
    <message>
        <source>Solution</source>
        <translation>解答</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>求解器</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Solving</source>
        <translation>正在求解</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <translation>速度(&amp;P)：</translation>
    </message>
    <message>
        <source>Playback speed</source>
        <translation>回放速度</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Table memory</source>
        <translation>表内存</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>Show or hide the statistics of the search: nodes, time and table memory</source>
        <translation>显示或隐藏搜索的统计：节点、时间和表内存</translation>
    </message>
    <message>
        <source>Optimal because</source>
        <translation>最优的理由</translation>
    </message>
</context>
<context>
    <name>StateSpaceDialog</name>
    <message>
        <source>State Space</source>
        <translation>状态空间</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Logarithmic scale</source>
        <translation>对数刻度(&amp;L)</translation>
    </message>
    <message>
        <source>Show the counts on a logarithmic scale, so that distances with only a few positions stay visible.</source>
        <translation>以对数刻度显示数量，使只有少数局面的距离也能看清。</translation>
    </message>
    <message>
        <source>&amp;Hardest Position</source>
        <translation>最难局面(&amp;H)</translation>
    </message>
    <message>
        <source>Every board</source>
        <translation>所有棋盘</translation>
    </message>
    <message>
        <source>&amp;Count Every Board</source>
        <translation>统计所有棋盘(&amp;C)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Chart view</source>
        <translation>图表视图</translation>
    </message>
    <message>
        <source>Census progress</source>
        <translation>普查进度</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Shortest-move puzzles: any puzzle defined in a file, The Clocks, Magic Squares and The Rotation Game among them.</source>
        <translation>最少步数谜题：任何以文件定义的谜题，时钟问题、魔板和旋转游戏也在其中。</translation>
    </message>
    <message>
        <source>Use the language LANG (en, zh_CN, zh_TW) instead of the system&apos;s.</source>
        <translation>使用语言 LANG（en、zh_CN、zh_TW）代替系统语言。</translation>
    </message>
    <message>
        <source>Start from POSITION, written as in a solution file, e.g. &quot;9 9 12 6 6 6 6 3 6&quot;; for a puzzle whose goal you set, &quot;POSITION / GOAL&quot;.</source>
        <translation>从局面 POSITION 开始，写法与解答文件相同，例如 &quot;9 9 12 6 6 6 6 3 6&quot;；对于可以设定目标的谜题，写作 &quot;POSITION / GOAL&quot;。</translation>
    </message>
    <message>
        <source>Solve with the engine NAME.</source>
        <translation>用引擎 NAME 求解。</translation>
    </message>
    <message>
        <source>Solve the position at once.</source>
        <translation>立即求解该局面。</translation>
    </message>
    <message>
        <source>Show the solution after K moves (with --solve).</source>
        <translation>显示执行 K 步后的解答（与 --solve 一起使用）。</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE (PNG) and quit; needs no display.</source>
        <translation>将窗口画面保存到 FILE（PNG）后退出；不需要显示器。</translation>
    </message>
    <message>
        <source>%1
Try &apos;puzzlelab --help&apos;.</source>
        <translation>%1
请尝试 &apos;puzzlelab --help&apos;。</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;: use e.g. en, zh_CN or zh_TW.</source>
        <translation>未知语言 &apos;%1&apos;：请使用例如 en、zh_CN 或 zh_TW。</translation>
    </message>
    <message>
        <source>give at most one solution file, not %1.</source>
        <translation>最多只能给出一个解答文件，而不是 %1 个。</translation>
    </message>
    <message>
        <source>bad --position &quot;%1&quot;: %2</source>
        <translation>错误的 --position &quot;%1&quot;：%2</translation>
    </message>
    <message>
        <source>puzzle %1 has no engine &apos;%2&apos;; it has: %3.</source>
        <translation>谜题 %1 没有引擎 &apos;%2&apos;；可用的引擎：%3。</translation>
    </message>
    <message>
        <source>bad --step &quot;%1&quot;: give a number of moves, 0 or more.</source>
        <translation>错误的 --step &quot;%1&quot;：请给出步数，0 或更大。</translation>
    </message>
    <message>
        <source>the position cannot be solved: %1</source>
        <translation>该局面无法求解：%1</translation>
    </message>
    <message>
        <source>bad --size &quot;%1&quot;: write it as WIDTHxHEIGHT, e.g. 1280x800.</source>
        <translation>错误的 --size &quot;%1&quot;：请写成 宽x高，例如 1280x800。</translation>
    </message>
    <message>
        <source>the solve did not succeed: %1</source>
        <translation>求解未成功：%1</translation>
    </message>
    <message>
        <source>Start in play-by-hand mode.</source>
        <translation>以亲手玩模式启动。</translation>
    </message>
    <message>
        <source>Play by hand and show a hint (with --screenshot).</source>
        <translation>亲手玩并显示提示（与 --screenshot 一起使用）。</translation>
    </message>
    <message>
        <source>Solve a hard position with every engine of every puzzle (or of --puzzle), print one line per solve and quit; needs no display.</source>
        <translation>用每个谜题（或 --puzzle 指定的谜题）的每个引擎求解一个困难局面，每次求解输出一行后退出；无需显示器。</translation>
    </message>
    <message>
        <source>--solve-all cannot be combined with --%1.</source>
        <translation>--solve-all 不能与 --%1 同时使用。</translation>
    </message>
    <message>
        <source>--solve-all cannot be combined with a solution file.</source>
        <translation>--solve-all 不能与解法文件同时使用。</translation>
    </message>
    <message>
        <source>Open the puzzle NAME: a key of the library, such as clocks or lights-out-3.</source>
        <translation>打开谜题 NAME：谜题库中的一个键，例如 clocks 或 lights-out-3。</translation>
    </message>
    <message>
        <source>unknown puzzle &apos;%1&apos;: use one of %2.</source>
        <translation>未知谜题 &apos;%1&apos;：请使用以下之一：%2。</translation>
    </message>
    <message>
        <source>unknown dialog &apos;%1&apos;: use compare, state-space, type, custom-puzzle or table-cache.</source>
        <translation>未知对话框 &apos;%1&apos;：请使用 compare、state-space、type、custom-puzzle 或 table-cache。</translation>
    </message>
    <message>
        <source>Picture the dialog NAME instead (compare, state-space, type, custom-puzzle, table-cache; with --screenshot).</source>
        <translation>改为拍摄对话框 NAME（compare、state-space、type、custom-puzzle、table-cache；与 --screenshot 一起使用）。</translation>
    </message>
    <message>
        <source>A solution file (as written by Export) or a puzzle definition (*.puzzle.json, or another solver&apos;s: *.tws, *.ksolve, *.kpuzzle.json) to open.</source>
        <translation>要打开的解答文件（由“导出”写出）或谜题定义（*.puzzle.json，或其他求解器的文件：*.tws、*.ksolve、*.kpuzzle.json）。</translation>
    </message>
    <message>
        <source>Open Tools &gt; Watch the Search with the engine NAME on the position.</source>
        <translation>用引擎 NAME 在该局面上打开“工具 &gt; 观看搜索”。</translation>
    </message>
    <message>
        <source>With --watch and --screenshot: the picture after N events (default: the search run to its end).</source>
        <translation>与 --watch 和 --screenshot 一起使用：拍摄 N 个事件之后的画面（默认：搜索运行到结束）。</translation>
    </message>
    <message>
        <source>bad --watch-steps &quot;%1&quot;: give a number of events, 0 or more.</source>
        <translation>错误的 --watch-steps &quot;%1&quot;：请给出事件数，0 或更大。</translation>
    </message>
    <message>
        <source>--watch-steps needs --watch ENGINE.</source>
        <translation>--watch-steps 需要与 --watch ENGINE 一起使用。</translation>
    </message>
    <message>
        <source>With --watch: a second engine side by side on the same position (ida-manhattan: IDA* with the Manhattan distance alone).</source>
        <translation>与 --watch 一起使用：在同一局面上并排运行第二个引擎（ida-manhattan：只用曼哈顿距离的 IDA*）。</translation>
    </message>
    <message>
        <source>--watch-beside needs --watch ENGINE.</source>
        <translation>--watch-beside 需要与 --watch ENGINE 一起使用。</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1280x800); with --watch, the size of the Watch the Search view (default 1060x680).</source>
        <translation>--screenshot 的窗口大小（默认 1280x800）；与 --watch 同用时，是“观看搜索”视图的大小（默认 1060x680）。</translation>
    </message>
</context>
<context>
    <name>pl::AboutDialog</name>
    <message>
        <source>Version %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>A task of the International Olympiad in Informatics, IOI 1994 in Sweden: nine clocks, nine ways to turn them, every hand to 12.</source>
        <translation>国际信息学奥林匹克竞赛（IOI 1994，瑞典）的一道题：九个时钟，九种拨动方式，让所有指针指向 12 点。</translation>
    </message>
    <message>
        <source>From the USACO training pages, after the Rubik&apos;s &quot;magic squares&quot; style puzzle: eight tiles in two rows, moved by three operations.</source>
        <translation>出自 USACO 训练题，仿照鲁比克的“魔板”类谜题：两行共八块方块，用三种操作移动。</translation>
    </message>
    <message>
        <source>From the 2004 ACM/ICPC Asia Regional in Shanghai, known as POJ 2286 and HDU 1667: slide the lines until the centre shows one number.</source>
        <translation>出自 2004 年 ACM/ICPC 亚洲区域赛上海赛区，即 POJ 2286 和 HDU 1667：滑动各条线，直到中心显示同一个数字。</translation>
    </message>
    <message>
        <source>And %1 more puzzles of the library: each one&apos;s rules (Help &gt; Rules) tell where it comes from.</source>
        <translation>另有谜题库中的 %1 个谜题：各自的规则（帮助 &gt; 规则）说明了它的来历。</translation>
    </message>
</context>
<context>
    <name>pl::BatchDialog</name>
    <message>
        <source>Batch Solve</source>
        <translation>批量求解</translation>
    </message>
    <message>
        <source>The answers appear here as the cases are solved.</source>
        <translation>求解用例时，答案会显示在这里。</translation>
    </message>
    <message>
        <source>the file is larger than %1; a judge input is much smaller.</source>
        <translation>文件大于 %1；评测输入要小得多。</translation>
    </message>
    <message>
        <source>Could not open “%1”: %2</source>
        <translation>无法打开“%1”：%2</translation>
    </message>
    <message>
        <source>1 case</source>
        <translation>1 个用例</translation>
    </message>
    <message>
        <source>%1 cases</source>
        <translation>%1 个用例</translation>
    </message>
    <message>
        <source>The input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Open a judge-format input file for %1 (the format puzzlelab-solve reads).</source>
        <translation>打开 %1 的评测格式输入文件（即 puzzlelab-solve 读取的格式）。</translation>
    </message>
    <message>
        <source>%1: %2 for %3.</source>
        <translation>%1：%2（%3）。</translation>
    </message>
    <message>
        <source>%1 — there is nothing before it to solve.</source>
        <translation>%1 — 它之前没有可求解的内容。</translation>
    </message>
    <message>
        <source>%1 — the %2 before it can still be solved.</source>
        <translation>%1 — 它之前的 %2 仍可求解。</translation>
    </message>
    <message>
        <source>It reads as %1 input: choose that puzzle above.</source>
        <translation>它看起来是 %1 的输入：请在上方选择该谜题。</translation>
    </message>
    <message>
        <source>Ready: press Solve All.</source>
        <translation>就绪：请按“全部求解”。</translation>
    </message>
    <message>
        <source>Solving %1 with %2…</source>
        <translation>正在用 %2 求解 %1…</translation>
    </message>
    <message>
        <source>(already solved)</source>
        <translation>（已是解）</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Solved all %1 in %2.</source>
        <translation>已在 %2 内求解全部 %1。</translation>
    </message>
    <message>
        <source>Solved the %1 before the bad case in %2.</source>
        <translation>已在 %2 内求解错误用例之前的 %1。</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2.</source>
        <translation>已停止：%2中已完成 %1 个。</translation>
    </message>
    <message>
        <source>case %1: %2</source>
        <translation>用例 %1：%2</translation>
    </message>
    <message>
        <source>Solving case %1 of %2 with %3…</source>
        <translation>正在用 %3 求解第 %1 个用例（共 %2 个）…</translation>
    </message>
    <message>
        <source>Open Judge Input</source>
        <translation>打开评测输入</translation>
    </message>
    <message>
        <source>Text files (*.txt *.in);;All files (*)</source>
        <translation>文本文件 (*.txt *.in);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save Answers</source>
        <translation>保存答案</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <source>Saved the answers to “%1”.</source>
        <translation>已将答案保存到“%1”。</translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation>它是文件夹，不是文件。</translation>
    </message>
    <message>
        <source>it is a device or a pipe, not a file.</source>
        <translation>它是设备或管道，不是文件。</translation>
    </message>
    <message>
        <source>%1
The answers are still here.</source>
        <translation>%1
答案仍保留在这里。</translation>
    </message>
    <message>
        <source>it is not a text file, so it is not a judge input.</source>
        <translation>它不是文本文件，因此不是评测输入。</translation>
    </message>
    <message>
        <source>%1 of %2 cases</source>
        <translation>%1 / %2 个用例</translation>
    </message>
    <message>
        <source>Reading “%1”…</source>
        <translation>正在读取“%1”…</translation>
    </message>
    <message>
        <source>%1: reading… %2 so far for %3.</source>
        <translation>%1：正在读取… 目前已读 %2，共 %3。</translation>
    </message>
    <message>
        <source>Read %1 of %2</source>
        <translation>已读 %1 / %2</translation>
    </message>
    <message>
        <source>Read %1</source>
        <translation>已读 %1</translation>
    </message>
    <message>
        <source>there is not enough memory to read it.</source>
        <translation>内存不足，无法读取。</translation>
    </message>
    <message>
        <source>(no solution)</source>
        <translation>（无解）</translation>
    </message>
</context>
<context>
    <name>pl::ClocksBoard</name>
    <message>
        <source>Clocks board</source>
        <translation>时钟棋盘</translation>
    </message>
    <message>
        <source>Clock %1 shows %2 o&apos;clock. Click to turn it clockwise, right-click to turn it back.</source>
        <translation>时钟 %1 指向 %2 点。单击顺时针拨动，右键单击拨回。</translation>
    </message>
    <message>
        <source>Move %1 turns %2</source>
        <translation>操作 %1 拨动 %2</translation>
    </message>
</context>
<context>
    <name>pl::CompareDialog</name>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>已解出</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Bound / depth</source>
        <translation>界限 / 深度</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>running: %1</source>
        <translation>运行中：%1</translation>
    </message>
    <message>
        <source>States stored at the peak: %1</source>
        <translation>峰值时存储的状态数：%1</translation>
    </message>
    <message>
        <source>Including %1 to build tables</source>
        <translation>其中 %1 用于建表</translation>
    </message>
    <message>
        <source>Compare Engines — %1</source>
        <translation>比较引擎 — %1</translation>
    </message>
    <message>
        <source>Every engine of %1 on the same position</source>
        <translation>%1 的所有引擎求解同一局面</translation>
    </message>
    <message>
        <source>running: searching bound 00</source>
        <translation>运行中：搜索界限 00</translation>
    </message>
    <message>
        <source>Copy the table as text (%1)</source>
        <translation>以文本复制表格（%1）</translation>
    </message>
    <message>
        <source>Ready to run %1 engines.</source>
        <translation>准备运行 %1 个引擎。</translation>
    </message>
    <message>
        <source>Running %1 of %2 engines, each on its own thread…</source>
        <translation>正在运行 %2 个引擎中的 %1 个，每个在自己的线程上…</translation>
    </message>
    <message>
        <source>No engine found an answer.</source>
        <translation>没有引擎找到答案。</translation>
    </message>
    <message>
        <source>Stopped before any engine finished.</source>
        <translation>在任何引擎完成前已停止。</translation>
    </message>
    <message>
        <source>The answers differ! Every engine should give the same shortest, smallest answer; this is a bug.</source>
        <translation>答案不一致！所有引擎都应给出同样最短、最小的答案；这是一个缺陷。</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 步</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>✓ All %1 engines give the same answer (%2).</source>
        <translation>✓ 全部 %1 个引擎给出相同的答案（%2）。</translation>
    </message>
    <message>
        <source>%1 of %2 engines finished (%3 stopped, %4 failed); their answers agree (%5).</source>
        <translation>%2 个引擎中有 %1 个完成（%3 个停止，%4 个失败）；它们的答案一致（%5）。</translation>
    </message>
    <message>
        <source>%1 was %2× as fast as %3.</source>
        <translation>%1 的速度是 %3 的 %2 倍。</translation>
    </message>
    <message>
        <source>PuzzleLab engine comparison</source>
        <translation>PuzzleLab 引擎比较</translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <translation>谜题：%1</translation>
    </message>
    <message>
        <source>Position: %1</source>
        <translation>局面：%1</translation>
    </message>
    <message>
        <source>%1-engines.txt</source>
        <translation>%1-engines.txt</translation>
    </message>
    <message>
        <source>Export Comparison</source>
        <translation>导出比较结果</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>%1
The results are still here.</source>
        <translation>%1
结果仍保留在这里。</translation>
    </message>
    <message>
        <source>Only %1 finished (%2 stopped, %3 failed); its answer (%4) has no other to be compared with.</source>
        <translation>只有 %1 完成（%2 个停止，%3 个失败）；它的答案（%4）没有其他答案可供比较。</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>%1 is not run: it may run out of memory here.</source>
        <translation>%1 未运行：它在这里可能耗尽内存。</translation>
    </message>
    <message>
        <source>may run out of memory</source>
        <translation>可能内存不足</translation>
    </message>
</context>
<context>
    <name>pl::CustomPresetDialog</name>
    <message>
        <source>Custom Puzzle</source>
        <translation>自定义谜题</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>种类(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Make</source>
        <translation>生成(&amp;M)</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Makes “%1” in My Puzzles.</source>
        <translation>将在“我的谜题”中生成“%1”。</translation>
    </message>
</context>
<context>
    <name>pl::DefaultBoardSkin</name>
    <message>
        <source>Click a cell or a move&apos;s button to play its move, or press the move&apos;s key (shown in the button&apos;s tooltip).</source>
        <translation>单击格子或走法按钮来执行该走法，或按下该走法的按键（见按钮的提示）。</translation>
    </message>
    <message>
        <source>Click a tile next to the blank to slide it in (or one further along its row or column to slide several), or use the arrow keys.</source>
        <translation>单击空格旁的方块把它滑入空格（或单击同一行、列中更远的方块，一次滑动几块），也可以用方向键。</translation>
    </message>
    <message>
        <source>Click a move&apos;s arrow or button to play it, or press the move&apos;s key (shown in its tooltip).</source>
        <translation>单击走法的箭头或按钮来执行它，或按下该走法的按键（见其提示）。</translation>
    </message>
    <message>
        <source>Playing by hand: every click and key plays a move; Hint shows an optimal one.</source>
        <translation>亲手玩：每次单击和按键都会走一步；“提示”会显示一步最优走法。</translation>
    </message>
    <message>
        <source>Set cell %1 to %2</source>
        <translation>将格子 %1 设为 %2</translation>
    </message>
    <message>
        <source>Swap cells %1 and %2</source>
        <translation>交换格子 %1 和 %2</translation>
    </message>
    <message>
        <source>Edit position</source>
        <translation>编辑局面</translation>
    </message>
    <message>
        <source>%1 Click two tiles of the goal to swap them.</source>
        <translation>%1依次单击目标中的两个方块以交换它们。</translation>
    </message>
    <message>
        <source>Set goal cell %1 to %2</source>
        <translation>将目标格子 %1 设为 %2</translation>
    </message>
    <message>
        <source>Swap goal cells %1 and %2</source>
        <translation>交换目标格子 %1 和 %2</translation>
    </message>
    <message>
        <source>Edit goal</source>
        <translation>编辑目标</translation>
    </message>
    <message>
        <source>Click a cell to play its move, or press the move&apos;s key (shown in the cell&apos;s tooltip).</source>
        <translation>单击格子来执行其走法，或按下该走法的按键（见格子的提示）。</translation>
    </message>
    <message>
        <source>Click a move&apos;s button to play it, or press the move&apos;s key (shown in the button&apos;s tooltip).</source>
        <translation>单击走法按钮来执行该走法，或按下该走法的按键（见按钮的提示）。</translation>
    </message>
</context>
<context>
    <name>pl::DefinitionBoard</name>
    <message>
        <source>%1 board</source>
        <translation>%1 棋盘</translation>
    </message>
    <message>
        <source>Turn cell %1 back</source>
        <translation>将格子 %1 往回转一步</translation>
    </message>
    <message>
        <source>Turn cell %1</source>
        <translation>转动格子 %1</translation>
    </message>
    <message>
        <source>Swap cells %1 and %2</source>
        <translation>交换格子 %1 和 %2</translation>
    </message>
    <message>
        <source>Set cell %1 to %2</source>
        <translation>将格子 %1 设为 %2</translation>
    </message>
    <message>
        <source>turns %1</source>
        <translation>转动 %1</translation>
    </message>
    <message>
        <source>moves %1</source>
        <translation>移动 %1</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>走法 %1：%2</translation>
    </message>
    <message>
        <source>Move %1 (key %2): %3</source>
        <translation>走法 %1（按键 %2）：%3</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Cell %1: %2.</source>
        <translation>格子 %1：%2。</translation>
    </message>
    <message>
        <source>Click to play move %1.</source>
        <translation>单击执行走法 %1。</translation>
    </message>
    <message>
        <source>Click to play move %1 (key %2).</source>
        <translation>单击执行走法 %1（按键 %2）。</translation>
    </message>
    <message>
        <source>Click to slide it (%1).</source>
        <translation>单击滑动它（%1）。</translation>
    </message>
    <message>
        <source>Click to turn it one step, right-click to turn it back.</source>
        <translation>单击转动一步，右键单击转回一步。</translation>
    </message>
    <message>
        <source>Click two cells to swap them.</source>
        <translation>依次单击两个格子以交换它们。</translation>
    </message>
    <message>
        <source>Click for the next label, right-click for the one before.</source>
        <translation>单击换成下一个标签，右键单击换回上一个。</translation>
    </message>
    <message>
        <source>Click to set it to %1.</source>
        <translation>单击将它设为 %1。</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Goal cell %1: %2.</source>
        <translation>目标格子 %1：%2。</translation>
    </message>
    <message>
        <source>Click two cells of the goal to swap them.</source>
        <translation>依次单击目标中的两个格子以交换它们。</translation>
    </message>
    <message>
        <source>twists</source>
        <translation>扭转</translation>
    </message>
    <message>
        <source>%1 twists</source>
        <translation>%1 扭转</translation>
    </message>
</context>
<context>
    <name>pl::DefinitionProblemsDialog</name>
    <message>
        <source>Puzzle Definition Not Loaded</source>
        <translation>谜题定义未载入</translation>
    </message>
    <message>
        <source>PuzzleLab could not load this puzzle definition. Nothing in the library was changed.</source>
        <translation>PuzzleLab 无法载入这个谜题定义。谜题库没有任何改变。</translation>
    </message>
    <message>
        <source>PuzzleLab could not load these puzzle definitions. Nothing in the library was changed.</source>
        <translation>PuzzleLab 无法载入这些谜题定义。谜题库没有任何改变。</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the list of problems to the clipboard</source>
        <translation>将问题列表复制到剪贴板</translation>
    </message>
</context>
<context>
    <name>pl::DefinitionTexts</name>
    <message>
        <source>en</source>
        <extracomment>The name of the table of puzzle texts for this language (a file of src/core/def/bundled/texts): zh_CN for Simplified, zh_TW for Traditional Chinese.</extracomment>
        <translation>zh_CN</translation>
    </message>
</context>
<context>
    <name>pl::EditPositionActions</name>
    <message>
        <source>E&amp;dit Position</source>
        <translation>编辑局面(&amp;D)</translation>
    </message>
    <message>
        <source>A click on the board sets up the position instead of playing a move (%1)</source>
        <translation>单击棋盘时设置局面，而不是走一步（%1）</translation>
    </message>
    <message>
        <source>Set up the position by clicking cells: dials turn (right click: back), two tiles swap</source>
        <translation>单击格子来设置局面：表盘转动（右键：转回），两个方块交换</translation>
    </message>
    <message>
        <source>Edit T&amp;ool</source>
        <translation>编辑工具(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Swap Two Tiles</source>
        <translation>交换两个方块(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cycle a Tile&apos;s Label</source>
        <translation>轮换方块的标签(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paint %1</source>
        <translation>涂成 %1(&amp;P)</translation>
    </message>
    <message>
        <source>Editing the position: a click steps a cell on by one (a light on or off, a dial a turn; right click: back). %1 goes back to playing.</source>
        <translation>正在编辑局面：点击一个格子使它前进一步（灯开或关，表盘转一格；右键：退回）。按 %1 回到走棋。</translation>
    </message>
    <message>
        <source>Editing the position: click two tiles to swap them, or choose another tool in Edit &gt; Edit Tool. %1 goes back to playing.</source>
        <translation>正在编辑局面：点击两块方块交换它们，或在“编辑 &gt; 编辑工具”中选择其他工具。按 %1 回到走棋。</translation>
    </message>
</context>
<context>
    <name>pl::GameFiles</name>
    <message>
        <source>Sa&amp;ve Game…</source>
        <translation>保存对局(&amp;V)…</translation>
    </message>
    <message>
        <source>Save the game in progress with its whole undo history</source>
        <translation>保存进行中的对局及其全部撤销历史</translation>
    </message>
    <message>
        <source>Open &amp;Game…</source>
        <translation>打开对局(&amp;G)…</translation>
    </message>
    <message>
        <source>Open a saved game: its position, its undo history, its time</source>
        <translation>打开保存的对局：局面、撤销历史和用时</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <source>PuzzleLab games (*.plgame);;All files (*)</source>
        <translation>PuzzleLab 对局 (*.plgame);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>打开对局</translation>
    </message>
    <message>
        <source>There is no puzzle to save.</source>
        <translation>没有可保存的谜题。</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>对局已保存到 %1</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a saved game.</source>
        <translation>“%1”是文件夹，不是保存的对局。</translation>
    </message>
    <message>
        <source>“%1” is a device or a pipe, not a saved game.</source>
        <translation>“%1”是设备或管道，不是保存的对局。</translation>
    </message>
    <message>
        <source>Could not open “%1”: %2</source>
        <translation>无法打开“%1”：%2</translation>
    </message>
    <message>
        <source>Could not read “%1”: %2</source>
        <translation>无法读取“%1”：%2</translation>
    </message>
    <message>
        <source>“%1” is not a saved game that can be opened:
%2</source>
        <translation>“%1”不是可以打开的对局：
%2</translation>
    </message>
    <message>
        <source>“%1” cannot be opened: %2</source>
        <translation>无法打开“%1”：%2</translation>
    </message>
    <message>
        <source>Opened the game %1</source>
        <translation>已打开对局 %1</translation>
    </message>
    <message>
        <source>its puzzle is not in the library</source>
        <translation>它的谜题不在谜题库中</translation>
    </message>
    <message>
        <source>its steps do not fit the puzzle as it is defined now</source>
        <translation>它的步骤与谜题现在的定义不符</translation>
    </message>
</context>
<context>
    <name>pl::GameTypeMenu</name>
    <message>
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <source>Make a puzzle of any size: the kind and its numbers</source>
        <translation>生成任意大小的谜题：选择种类和各项数值</translation>
    </message>
    <message>
        <source>%1 is not in the library.</source>
        <translation>谜题库中没有%1。</translation>
    </message>
    <message>
        <source>This window has no library to add a puzzle to.</source>
        <translation>此窗口没有可以加入谜题的谜题库。</translation>
    </message>
    <message>
        <source>%1 is one of your puzzles now: %2</source>
        <translation>%1 已加入你的谜题：%2</translation>
    </message>
    <message>
        <source>T&amp;ype</source>
        <translation>类型(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>pl::HeadlineWords</name>
    <message>
        <source>Solving…</source>
        <translation>正在求解…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>No solution</source>
        <translation>无解</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Already solved</source>
        <translation>已是解</translation>
    </message>
    <message>
        <source>Solved in 1 move</source>
        <translation>用 1 步解出</translation>
    </message>
    <message>
        <source>Solved in %1 moves</source>
        <translation>用 %1 步解出</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Searching with the %1 engine.</source>
        <translation>正在用 %1 引擎搜索。</translation>
    </message>
    <message>
        <source>This position cannot reach the goal: no sequence of moves solves it.</source>
        <translation>这个局面无法到达目标：任何走法序列都解不开它。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Stopped: the position changed.</source>
        <translation>已停止：局面已改变。</translation>
    </message>
    <message>
        <source>Stopped: the goal changed.</source>
        <translation>已停止：目标已改变。</translation>
    </message>
    <message>
        <source>Stopped before an answer was found.</source>
        <translation>在找到答案之前已停止。</translation>
    </message>
    <message>
        <source>The position changed, so the search was stopped.</source>
        <translation>局面已改变，因此搜索已停止。</translation>
    </message>
    <message>
        <source>The goal changed, so the search was stopped.</source>
        <translation>目标已改变，因此搜索已停止。</translation>
    </message>
    <message>
        <source>The search was stopped.</source>
        <translation>搜索已停止。</translation>
    </message>
    <message>
        <source>The position is already at the goal.</source>
        <translation>该局面已经是目标。</translation>
    </message>
    <message>
        <source>%1 · the centre shows %2</source>
        <translation>%1 · 中心显示 %2</translation>
    </message>
    <message>
        <source>A preview: Apply or play to the end to keep it.</source>
        <translation>预览：应用或播放到结尾即可保留。</translation>
    </message>
    <message>
        <source>Applied to the position.</source>
        <translation>已应用到局面。</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 步</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>No solution yet</source>
        <translation>尚无解答</translation>
    </message>
    <message>
        <source>Set up a position on the board, then press Solve.</source>
        <translation>在棋盘上设置局面，然后按“求解”。</translation>
    </message>
    <message>
        <source> → centre %1</source>
        <translation> → 中心 %1</translation>
    </message>
    <message>
        <source> → label %1</source>
        <translation> → 标签 %1</translation>
    </message>
    <message>
        <source> → alternative %1</source>
        <translation> → 备选目标 %1</translation>
    </message>
    <message>
        <source>%1 · reaches the goal with label %2</source>
        <translation>%1 · 到达标签为 %2 的目标</translation>
    </message>
    <message>
        <source>%1 · reaches goal alternative %2</source>
        <translation>%1 · 到达备选目标 %2</translation>
    </message>
    <message>
        <source>An exact table holds every position&apos;s distance to the goal: this one is %1 away, and every move of the answer goes one closer.</source>
        <translation>精确表记录了每个局面到目标的距离：这个局面相距 %1，答案的每一步都更近一步。</translation>
    </message>
    <message>
        <source>Iterative deepening searched every sequence of fewer than %1 first (%2 nodes in all) and none reached the goal.</source>
        <translation>迭代加深先搜索了所有少于 %1 的走法序列（共 %2 个节点），没有一个到达目标。</translation>
    </message>
    <message>
        <source>Breadth-first search reached every position fewer than %1 away first, and none of them was the goal.</source>
        <translation>广度优先搜索先到达了所有相距少于 %1 的局面，其中没有一个是目标。</translation>
    </message>
    <message>
        <source>The move counts solve a system of equations: every solution of it was compared, and none takes fewer moves.</source>
        <translation>各步的次数是一个方程组的解：比较了它的所有解，没有一个用更少的步数。</translation>
    </message>
    <message>
        <source>Every combination of move counts was tried (%1 of them), and none takes fewer moves.</source>
        <translation>尝试了所有的步数组合（共 %1 种），没有一个用更少的步数。</translation>
    </message>
</context>
<context>
    <name>pl::LibraryActions</name>
    <message>
        <source>Open Puzzle &amp;Definition…</source>
        <translation>打开谜题定义(&amp;D)…</translation>
    </message>
    <message>
        <source>Load a puzzle from a definition file (*.puzzle.json) and show it</source>
        <translation>从定义文件（*.puzzle.json）载入谜题并显示</translation>
    </message>
    <message>
        <source>&amp;New Puzzle from Template…</source>
        <translation>从模板新建谜题(&amp;N)…</translation>
    </message>
    <message>
        <source>Write a starter definition (Lights Out 3x3) into your puzzle folder and show it</source>
        <translation>将入门定义（3x3 熄灯）写入你的谜题文件夹并显示</translation>
    </message>
    <message>
        <source>&amp;Copy to My Puzzles</source>
        <translation>复制到我的谜题(&amp;C)</translation>
    </message>
    <message>
        <source>Keep the puzzle shown, opened from a file, in your puzzle folder</source>
        <translation>把从文件打开的当前谜题保存到你的谜题文件夹</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>How the puzzle shown is played, where it comes from, and its facts</source>
        <translation>当前谜题的玩法、来源和相关数据</translation>
    </message>
    <message>
        <source>Open Puzzle Definition</source>
        <translation>打开谜题定义</translation>
    </message>
    <message>
        <source>Cannot Write the Template</source>
        <translation>无法写入模板</translation>
    </message>
    <message>
        <source>Cannot Copy the Puzzle</source>
        <translation>无法复制谜题</translation>
    </message>
    <message>
        <source>%1 was reloaded from its file.</source>
        <translation>已从文件重新载入 %1。</translation>
    </message>
    <message>
        <source>The puzzle %1 is no longer in your folder: it was removed from the list.</source>
        <translation>谜题 %1 已不在你的文件夹中：已从列表中移除。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in your puzzle folder could not be read.</source>
        <translation>
            <numerusform>你的谜题文件夹中有 %n 个文件无法读取。</numerusform>
        </translation>
    </message>
    <message>
        <source>This window has no library to add a puzzle to.</source>
        <translation>此窗口没有可以加入谜题的谜题库。</translation>
    </message>
    <message>
        <source>Opened %1. File &gt; Copy to My Puzzles keeps it in your library.</source>
        <translation>已打开 %1。“文件 &gt; 复制到我的谜题”可将它保存在你的谜题库中。</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已打开 %1。</translation>
    </message>
    <message>
        <source>A new puzzle was written to %1. Edit the file: the window reloads it when it changes.</source>
        <translation>新谜题已写入 %1。编辑该文件：文件改变时窗口会重新载入它。</translation>
    </message>
    <message>
        <source>Copied to %1: the puzzle is now one of your puzzles.</source>
        <translation>已复制到 %1：这个谜题现在是你自己的谜题之一。</translation>
    </message>
    <message>
        <source>Replace Your File?</source>
        <translation>替换你的文件？</translation>
    </message>
    <message>
        <source>%1 already holds another version of a puzzle. Replace it with %2 as shown?</source>
        <translation>%1 中已有另一个版本的谜题。要用当前显示的 %2 替换它吗？</translation>
    </message>
    <message>
        <source>Not copied: %1 is as it was.</source>
        <translation>未复制：%1 保持原样。</translation>
    </message>
    <message>
        <source>Opened %1. It is shown instead of your puzzle of the same key in %2, which is unchanged.</source>
        <translation>已打开 %1。它代替了 %2 中你自己的同键谜题显示，该文件保持不变。</translation>
    </message>
    <message>
        <source>Puzzle definitions (*.puzzle.json *.tws *.ksolve *.kpuzzle.json);;All files (*)</source>
        <translation>谜题定义 (*.puzzle.json *.tws *.ksolve *.kpuzzle.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Write the puzzle shown as a PuzzleLab definition file (*.puzzle.json); one from another solver&apos;s file becomes stickers with pieces</source>
        <translation>把显示的谜题写成 PuzzleLab 定义文件（*.puzzle.json）；来自其他求解器文件的谜题会写成带块的贴纸</translation>
    </message>
    <message>
        <source>Export as PuzzleLab Definition</source>
        <translation>导出为 PuzzleLab 定义</translation>
    </message>
    <message>
        <source>Puzzle definitions (*.puzzle.json)</source>
        <translation>谜题定义 (*.puzzle.json)</translation>
    </message>
    <message>
        <source>Cannot Export the Definition</source>
        <translation>无法导出定义</translation>
    </message>
    <message>
        <source>There is no puzzle shown to export.</source>
        <translation>没有显示可导出的谜题。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Wrote %1, a PuzzleLab definition: File &gt; Open Puzzle Definition opens it, and any text editor can change it.</source>
        <translation>已写入 %1，一个 PuzzleLab 定义：用“文件 &gt; 打开谜题定义”可以打开它，任何文本编辑器都能修改它。</translation>
    </message>
    <message>
        <source>E&amp;xport as PuzzleLab Definition…</source>
        <translation>导出为 PuzzleLab 定义(&amp;X)…</translation>
    </message>
</context>
<context>
    <name>pl::LibraryModel</name>
    <message>
        <source>Contest puzzles</source>
        <translation>竞赛谜题</translation>
    </message>
    <message>
        <source>Dials and lights</source>
        <translation>表盘与灯</translation>
    </message>
    <message>
        <source>Permutation puzzles</source>
        <translation>置换谜题</translation>
    </message>
    <message>
        <source>Sliding puzzles</source>
        <translation>滑块谜题</translation>
    </message>
    <message>
        <source>My puzzles</source>
        <translation>我的谜题</translation>
    </message>
    <message>
        <source>Twisty puzzles</source>
        <translation>转动类谜题</translation>
    </message>
</context>
<context>
    <name>pl::LibraryPanel</name>
    <message>
        <source>Filter puzzles</source>
        <translation>筛选谜题</translation>
    </message>
    <message>
        <source>Shows the puzzles whose name, description or key contains the text</source>
        <translation>显示名称、简介或键名中包含该文字的谜题</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>谜题</translation>
    </message>
    <message>
        <source>No puzzle matches &quot;%1&quot;</source>
        <translation>没有与“%1”匹配的谜题</translation>
    </message>
</context>
<context>
    <name>pl::MagicSquareBoard</name>
    <message>
        <source>Magic Squares board</source>
        <translation>魔板棋盘</translation>
    </message>
    <message>
        <source>Swap rows</source>
        <translation>交换上下行</translation>
    </message>
    <message>
        <source>Shift right</source>
        <translation>右移</translation>
    </message>
    <message>
        <source>Rotate middle</source>
        <translation>中间旋转</translation>
    </message>
    <message>
        <source>A: exchange the top and bottom rows</source>
        <translation>A：交换上下两行</translation>
    </message>
    <message>
        <source>B: shift both rows one step to the right (the last tile of each row wraps round to the front)</source>
        <translation>B：两行都向右移动一格（每行最后一块回到最前面）</translation>
    </message>
    <message>
        <source>C: turn the four middle tiles a quarter turn clockwise</source>
        <translation>C：将中间四块顺时针旋转四分之一圈</translation>
    </message>
    <message>
        <source>top row</source>
        <translation>上行</translation>
    </message>
    <message>
        <source>bottom row</source>
        <translation>下行</translation>
    </message>
    <message>
        <source>Board, %1, column %2</source>
        <translation>棋盘，%1，第 %2 列</translation>
    </message>
    <message>
        <source>Target, %1, column %2</source>
        <translation>目标，%1，第 %2 列</translation>
    </message>
    <message>
        <source>%1: tile %2.</source>
        <translation>%1：方块 %2。</translation>
    </message>
    <message>
        <source>Click to swap it with tile %1.</source>
        <translation>单击与方块 %1 交换。</translation>
    </message>
    <message>
        <source>Click two tiles of the same grid to swap them.</source>
        <translation>单击同一网格中的两块方块以交换它们。</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>%1 of 8 in place</source>
        <translation>%1 / 8 块已就位</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>✓ Reached</source>
        <translation>✓ 已达到</translation>
    </message>
</context>
<context>
    <name>pl::MainWindow</name>
    <message>
        <source>Turn clock %1</source>
        <translation>拨动时钟 %1</translation>
    </message>
    <message>
        <source>Turn clock %1 back</source>
        <translation>拨回时钟 %1</translation>
    </message>
    <message>
        <source>Swap tiles %1 and %2</source>
        <translation>交换方块 %1 和 %2</translation>
    </message>
    <message>
        <source>Swap target tiles %1 and %2</source>
        <translation>交换目标方块 %1 和 %2</translation>
    </message>
    <message>
        <source>Set cell %1 to %2</source>
        <translation>将格子 %1 设为 %2</translation>
    </message>
    <message>
        <source>Edit position</source>
        <translation>编辑局面</translation>
    </message>
    <message>
        <source>Solution applied; Undo takes it back.</source>
        <translation>解答已应用；可用“撤销”取消。</translation>
    </message>
    <message>
        <source>Cannot solve yet: %1</source>
        <translation>暂时无法求解：%1</translation>
    </message>
    <message>
        <source>Solving with %1…</source>
        <translation>正在用 %1 求解…</translation>
    </message>
    <message>
        <source>Cannot Open Solution</source>
        <translation>无法打开解答</translation>
    </message>
    <message>
        <source>%1

Nothing has been changed.</source>
        <translation>%1

没有做任何更改。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Click a clock to turn it a quarter clockwise, right-click to turn it back. The buttons 1–9 turn their clocks together.</source>
        <translation>单击时钟将它顺时针拨动四分之一圈，右键单击拨回。按钮 1–9 同时拨动各自的时钟。</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>Playing by hand: A, B and C move the board towards the target. The tiles are locked until you leave Play by Hand.</source>
        <translation>亲手玩：A、B、C 将棋盘向目标移动。退出亲手玩之前，方块已锁定。</translation>
    </message>
    <message>
        <source>Playing by hand: the arrows slide a line by one cell. The cells are locked until you leave Play by Hand.</source>
        <translation>亲手玩：箭头将一条线滑动一格。退出亲手玩之前，格子已锁定。</translation>
    </message>
    <message>
        <source>Playing by hand: the buttons 1–9 turn their clocks. The clocks are locked until you leave Play by Hand.</source>
        <translation>亲手玩：按钮 1–9 拨动各自的时钟。退出亲手玩之前，时钟已锁定。</translation>
    </message>
    <message>
        <source>Click two tiles of the same grid to swap them. A, B and C move the board towards the grid marked Target.</source>
        <translation>单击同一网格中的两块方块以交换它们。A、B、C 将棋盘向标有“目标”的网格移动。</translation>
    </message>
    <message>
        <source>Click a cell to change its label, or drag across cells to paint them all; pick a label to paint with. The arrows slide a line by one cell.</source>
        <translation>单击格子更改它的标签，或拖过多个格子把它们都涂上；选一个标签来涂色。箭头将一条线滑动一格。</translation>
    </message>
    <message>
        <source>Paint %1 cells with label %2</source>
        <translation>将 %1 个格子涂成标签 %2</translation>
    </message>
</context>
<context>
    <name>pl::MoveListModel</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Move %1 of %2: %3</source>
        <translation>第 %1 步，共 %2 步：%3</translation>
    </message>
    <message numerus="yes">
        <source>Move %1 of %2: %3 (%n move(s) to go)</source>
        <translation>
            <numerusform>第 %1 步，共 %2 步：%3（还剩 %n 步）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pl::MoveListView</name>
    <message>
        <source>The moves of a solution appear here.</source>
        <translation>解答的步骤会显示在这里。</translation>
    </message>
</context>
<context>
    <name>pl::PastedText</name>
    <message>
        <source>There is no text to paste.</source>
        <translation>没有可粘贴的文本。</translation>
    </message>
    <message>
        <source>The pasted text is too long (%1 bytes) to be a position or a solution.</source>
        <translation>粘贴的文本太长（%1 字节），不可能是局面或解法。</translation>
    </message>
    <message>
        <source>The pasted solution cannot be opened: %1</source>
        <translation>无法打开粘贴的解法：%1</translation>
    </message>
    <message>
        <source>The pasted text is not a position for %1: %2</source>
        <translation>粘贴的文本不是%1的局面：%2</translation>
    </message>
</context>
<context>
    <name>pl::PlayPanel</name>
    <message>
        <source>1 move</source>
        <translation>1 步</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>Play by hand</source>
        <translation>亲手玩</translation>
    </message>
    <message>
        <source>Already solved. Scramble for a new game.</source>
        <translation>已经解开。打乱即可开始新的一局。</translation>
    </message>
    <message>
        <source>Your move. Every move shows how close you are.</source>
        <translation>轮到你了。每走一步都会显示离解还有多近。</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>解开了！</translation>
    </message>
    <message>
        <source>Nice, one step closer.</source>
        <translation>不错，又近了一步。</translation>
    </message>
    <message>
        <source>Good move: closer to solved.</source>
        <translation>好棋：离解更近了。</translation>
    </message>
    <message>
        <source>That helped. Keep going!</source>
        <translation>有效果。继续加油！</translation>
    </message>
    <message>
        <source>No closer, no farther: a sideways step.</source>
        <translation>不近也不远：原地绕了一步。</translation>
    </message>
    <message>
        <source>Oops, that one leads away. Undo takes it back.</source>
        <translation>哎呀，这步走远了。可用“撤销”收回。</translation>
    </message>
    <message>
        <source>A step farther from solved.</source>
        <translation>离解又远了一步。</translation>
    </message>
    <message>
        <source>Farther away. A hint can help.</source>
        <translation>更远了。提示可以帮忙。</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>已撤回一步。</translation>
    </message>
    <message>
        <source>Solved in %1</source>
        <translation>用 %1解开</translation>
    </message>
    <message>
        <source> — optimal was %1</source>
        <translation> — 最优为 %1 步</translation>
    </message>
    <message>
        <source>moves to go</source>
        <translation>步可解开</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>无法进行</translation>
    </message>
    <message>
        <source>Fix the board first</source>
        <translation>请先修正棋盘</translation>
    </message>
    <message>
        <source>move to go</source>
        <translation>步可解开</translation>
    </message>
    <message>
        <source>Moves used: %1 · optimal from the start: %2</source>
        <translation>已用步数：%1 · 从开始的最优步数：%2</translation>
    </message>
    <message>
        <source>Moves used: %1</source>
        <translation>已用步数：%1</translation>
    </message>
    <message>
        <source> · 1 hint</source>
        <translation> · 提示 1 次</translation>
    </message>
    <message>
        <source> · %1 hints</source>
        <translation> · 提示 %1 次</translation>
    </message>
    <message>
        <source>%1 %2. %3 %4</source>
        <translation>%1 %2。%3 %4</translation>
    </message>
    <message>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>How many moves from solved a new game starts; “random” scrambles</source>
        <translation>新的一局离解开多少步；“随机”即打乱</translation>
    </message>
    <message>
        <source>Moves from solved for a new game</source>
        <translation>新的一局离解开的步数</translation>
    </message>
    <message>
        <source>&amp;Start at:</source>
        <translation>开局距离(&amp;S)：</translation>
    </message>
    <message>
        <source> move</source>
        <translation> 步</translation>
    </message>
    <message>
        <source> moves</source>
        <translation> 步</translation>
    </message>
    <message>
        <source>%1
Leave Play by Hand to fix it, or start a new game.</source>
        <translation>%1
请退出亲手玩来修正，或开始新的一局。</translation>
    </message>
    <message>
        <source>Looking up the distance…</source>
        <translation>正在查询距离…</translation>
    </message>
    <message>
        <source>Searching for the distance…</source>
        <translation>正在搜索距离…</translation>
    </message>
    <message>
        <source> · time %1</source>
        <translation> · 用时 %1</translation>
    </message>
    <message>
        <source>Best: %1 in %2</source>
        <translation>最佳：%1，用时 %2</translation>
    </message>
</context>
<context>
    <name>pl::PlayTools</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&amp;Play by Hand</source>
        <translation>亲手玩(&amp;P)</translation>
    </message>
    <message>
        <source>Make the moves yourself; see how far you are from solved</source>
        <translation>亲手走每一步；随时看到离解还有多远</translation>
    </message>
    <message>
        <source>Play by Hand</source>
        <translation>亲手玩</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Highlight an optimal next move</source>
        <translation>突出显示最优的下一步</translation>
    </message>
    <message>
        <source>&amp;Compare Engines…</source>
        <translation>比较引擎(&amp;C)…</translation>
    </message>
    <message>
        <source>Run every engine on this position at once</source>
        <translation>在该局面上同时运行所有引擎</translation>
    </message>
    <message>
        <source>State &amp;Space…</source>
        <translation>状态空间(&amp;S)…</translation>
    </message>
    <message>
        <source>How many positions lie at each distance from solved</source>
        <translation>每个距离上有多少个局面</translation>
    </message>
    <message>
        <source>Solve &amp;Judge File…</source>
        <translation>求解评测文件(&amp;J)…</translation>
    </message>
    <message>
        <source>Solve every case of a judge-format input file</source>
        <translation>求解评测格式输入文件中的每个用例</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新的一局(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new game the chosen number of moves from solved</source>
        <translation>开始新的一局，离解开恰好为所选的步数</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>Not available for %1: %2</source>
        <translation>%1 不可用：%2</translation>
    </message>
    <message>
        <source>Playing by hand: make moves with the buttons or arrows; H gives a hint.</source>
        <translation>亲手玩：用按钮或箭头走棋；按 H 获得提示。</translation>
    </message>
    <message>
        <source>Play by hand ended.</source>
        <translation>亲手玩已结束。</translation>
    </message>
    <message>
        <source>The board is locked while you play; moves are made with the move buttons. To edit the position, leave Play by Hand (%1).</source>
        <translation>亲手玩时棋盘已锁定，请用走棋按钮走棋。要编辑局面，请退出亲手玩（%1）。</translation>
    </message>
    <message>
        <source>The board is locked while you play: use the move buttons.</source>
        <translation>亲手玩时棋盘已锁定：请用走棋按钮。</translation>
    </message>
    <message>
        <source>No position of %1 is %2 moves from solved.</source>
        <translation>%1 没有离解开 %2 步的局面。</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新的一局</translation>
    </message>
    <message>
        <source>New game: 1 move from solved.</source>
        <translation>新的一局：离解开 1 步。</translation>
    </message>
    <message>
        <source>New game: %1 moves from solved.</source>
        <translation>新的一局：离解开 %1 步。</translation>
    </message>
    <message>
        <source>Perfect: no shorter solution exists.</source>
        <translation>完美：不存在更短的解。</translation>
    </message>
    <message>
        <source>%1 more than the shortest. Scramble for another go!</source>
        <translation>比最短解多 %1。打乱再来一局吧！</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 步</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>No hint yet: %1</source>
        <translation>暂时没有提示：%1</translation>
    </message>
    <message>
        <source>Already solved: there is nothing to hint.</source>
        <translation>已经解开：没有可提示的。</translation>
    </message>
    <message>
        <source>Hint: move %1 solves it.</source>
        <translation>提示：走 %1 即可解开。</translation>
    </message>
    <message>
        <source>Hint: move %1 leaves %2 to go.</source>
        <translation>提示：走 %1 后还剩 %2。</translation>
    </message>
    <message>
        <source>Cannot compare engines yet: %1</source>
        <translation>暂时无法比较引擎：%1</translation>
    </message>
    <message>
        <source>Load from State Space</source>
        <translation>从状态空间载入</translation>
    </message>
    <message>
        <source>Solve Judge File — %1</source>
        <translation>求解评测文件 — %1</translation>
    </message>
    <message>
        <source>Judge input (*.in *.txt);;All files (*)</source>
        <translation>评测输入 (*.in *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>That click plays no move. To edit the position, leave Play by Hand (%1).</source>
        <translation>点这里不会走棋。要编辑局面，请退出亲手玩（%1）。</translation>
    </message>
    <message>
        <source>That click plays no move.</source>
        <translation>点这里不会走棋。</translation>
    </message>
    <message>
        <source>Searching for an optimal next move…</source>
        <translation>正在搜索最优的下一步…</translation>
    </message>
    <message>
        <source>A new best for %1: %2 in %3.</source>
        <translation>%1 的新最佳成绩：%2，用时 %3。</translation>
    </message>
    <message>
        <source>Table &amp;Cache…</source>
        <translation>表缓存(&amp;C)…</translation>
    </message>
    <message>
        <source>Where tables are kept on disk, how much they take, and emptying it</source>
        <translation>查看表在磁盘上的存放位置和占用空间，并可清空</translation>
    </message>
    <message>
        <source>&amp;Watch the Search…</source>
        <translation>观看搜索(&amp;W)…</translation>
    </message>
    <message>
        <source>See an engine at work on this position, step by step</source>
        <translation>一步一步地观看引擎在该局面上的工作</translation>
    </message>
    <message>
        <source>Cannot watch a search yet: %1</source>
        <translation>还不能观看搜索：%1</translation>
    </message>
    <message>
        <source>Load from Watch the Search</source>
        <translation>从观看搜索载入</translation>
    </message>
</context>
<context>
    <name>pl::Preset</name>
    <message>
        <source>Lights Out</source>
        <translation>熄灯</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列数</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>颜色数</translation>
    </message>
    <message>
        <source>Sliding puzzle</source>
        <translation>滑块谜题</translation>
    </message>
    <message>
        <source>Loopover</source>
        <translation>循环方阵</translation>
    </message>
    <message>
        <source>TopSpin</source>
        <translation>翻转转盘</translation>
    </message>
    <message>
        <source>Discs</source>
        <translation>圆片数</translation>
    </message>
    <message>
        <source>Turnstile</source>
        <translation>转台大小</translation>
    </message>
    <message>
        <source>A {0}x{1} board of lights; a press toggles a light and its neighbours: switch them all off.</source>
        <translation>{0}x{1} 的灯盘；按一下会切换一盏灯及其相邻的灯：把它们全部熄灭。</translation>
    </message>
    <message>
        <source>Each square of the {0}x{1} board is a light, on or off. Pressing a square toggles it and the squares directly above, below, left and right of it. Switch every light off with as few presses as possible. Columns are lettered from a on the left and rows numbered from 1 at the top, so a1 is the top-left square and {2} the bottom-right one. The order of presses does not matter and pressing a square twice undoes it, so an answer presses each square at most once and lists the squares row by row from a1; among answers with equally few presses the one that comes first in that order is given. On some boards not every position can be switched off: the program says so when it cannot.</source>
        <translation>{0}x{1} 盘上的每个方格是一盏灯，亮或熄。按一个方格会切换它以及它正上、正下、左边和右边的方格。用尽可能少的按压次数把所有灯熄灭。列从左边起用字母 a 开始标记，行从顶部起从 1 开始编号，所以 a1 是左上角的方格，{2} 是右下角的方格。按压的先后顺序无关紧要，同一方格按两次就恢复原样，所以答案中每个方格最多按一次，并从 a1 起逐行列出这些方格；在按压次数同样少的答案中，取按此顺序最靠前的一个。在某些盘面上并非每种局面都能全部熄灭：无法熄灭时程序会说明。</translation>
    </message>
    <message>
        <source>A {0}x{1} board of lights that are off, red or green: switch them all off.</source>
        <translation>{0}x{1} 的灯盘，每盏灯为熄灭、红色或绿色：把它们全部熄灭。</translation>
    </message>
    <message>
        <source>Each square of the {0}x{1} board is off, red or green. Pressing a square moves it and the squares directly above, below, left and right of it one step along off, red, green and back to off. Switch every light off with as few presses as possible. Columns are lettered from a on the left and rows numbered from 1 at the top, so a1 is the top-left square and {2} the bottom-right one. The order of presses does not matter and three presses of one square cancel, so an answer presses each square at most twice and lists the presses row by row from a1; among answers with equally few presses the one that comes first in that order, press by press, is given. On some boards not every position can be switched off: the program says so when it cannot.</source>
        <translation>{0}x{1} 盘上的每个方格为熄灭、红色或绿色。按一个方格，会使它以及它正上、正下、左边和右边的方格沿着熄灭、红、绿、再回到熄灭的顺序前进一步。用尽可能少的按压次数把所有灯熄灭。列从左边起用字母 a 开始标记，行从顶部起从 1 开始编号，所以 a1 是左上角的方格，{2} 是右下角的方格。按压的先后顺序无关紧要，同一方格按三次就相互抵消，所以答案中每个方格最多按两次，并从 a1 起逐行列出各次按压；在按压次数同样少的答案中，逐次比较，取按此顺序最靠前的一个。在某些盘面上并非每种局面都能全部熄灭：无法熄灭时程序会说明。</translation>
    </message>
    <message>
        <source>off</source>
        <translation>熄</translation>
    </message>
    <message>
        <source>on</source>
        <translation>亮</translation>
    </message>
    <message>
        <source>red</source>
        <translation>红</translation>
    </message>
    <message>
        <source>green</source>
        <translation>绿</translation>
    </message>
    <message>
        <source>{0} sliding tiles on a {1}x{2} tray: put them in order. Half of the arrangements can be solved.</source>
        <translation>{1}x{2} 盘上的 {0} 个滑块：把它们排好顺序。一半的排列可解。</translation>
    </message>
    <message>
        <source>{0} numbered tiles and one empty square lie on a {1}x{2} tray. A tile next to the empty square can slide into it; a move is named after the way the empty square travels: U (up), D (down), L (left), R (right). Bring the tiles into the order 1 to {0}, row by row from the top-left, with the empty square in the bottom-right corner, in as few moves as possible; among the shortest answers the first in the order D, L, R, U, move by move, is given. Only half of all arrangements can be solved: swapping two tiles of a solvable one makes it unsolvable.</source>
        <translation>{1}x{2} 的盘上有 {0} 个编号的方块和一个空格。与空格相邻的方块可以滑入空格；每一步以空格移动的方向命名：U（上）、D（下）、L（左）、R（右）。用尽可能少的步数把方块排成 1 到 {0} 的顺序，从左上角起逐行排列，空格位于右下角；在最短的答案中，逐步按 D、L、R、U 的顺序比较，取最靠前的一个。只有一半的排列可解：把可解排列中的两个方块对调，就变得不可解。</translation>
    </message>
    <message>
        <source>{2} tiles on a {0}x{1} grid whose rows and columns wrap around: put them in order.</source>
        <translation>{0}x{1} 方阵上的 {2} 个方块，行与列首尾相接：把它们排好顺序。</translation>
    </message>
    <message>
        <source>{2} numbered tiles fill a {0}x{1} grid. A move shifts a whole row one square to the right or a whole column one square down, and the tile pushed off the edge comes back on the other side. Rows are R1 to R{1} from the top, columns C1 to C{0} from the left; R1&apos; shifts row 1 to the left and C1&apos; shifts column 1 up, each counting as one move. Bring the tiles into the order 1 to {2}, row by row from the top-left, in as few moves as possible; among the shortest answers the first in the order R1, R1&apos;, R2, R2&apos;, ..., C1, C1&apos;, ..., move by move, is given.</source>
        <translation>{2} 个编号的方块填满 {0}x{1} 的方阵。每一步把一整行向右移一格，或把一整列向下移一格，被推出边缘的方块从另一侧回来。行从上到下为 R1 到 R{1}，列从左到右为 C1 到 C{0}；R1&apos; 把第 1 行向左移，C1&apos; 把第 1 列向上移，各算一步。用尽可能少的步数把方块排成 1 到 {2} 的顺序，从左上角起逐行排列；在最短的答案中，逐步按 R1、R1&apos;、R2、R2&apos;、……、C1、C1&apos;、…… 的顺序比较，取最靠前的一个。</translation>
    </message>
    <message>
        <source>{0} numbered discs on a ring track with a turnstile that reverses {1} of them: put them in order.</source>
        <translation>环形轨道上的 {0} 个编号圆片和一个能把其中 {1} 个倒转顺序的转台：把它们排好顺序。</translation>
    </message>
    <message>
        <source>{0} numbered discs sit on a ring track. Move R slides every disc one place clockwise round the track, R&apos; one place anticlockwise. The turnstile at the top holds {1} neighbouring discs; move F turns it over, which reverses the order of those {1} discs. Bring the discs into the order 1 to {0} clockwise round the ring, in as few moves as possible; where on the ring disc 1 ends up does not matter. Among the shortest answers the first in the order R, R&apos;, F, move by move, is given.</source>
        <translation>{0} 个编号圆片放在环形轨道上。操作 R 把所有圆片沿轨道顺时针移一格，R&apos; 逆时针移一格。顶部的转台容纳 {1} 个相邻的圆片；操作 F 把转台翻过来，使这 {1} 个圆片的顺序倒转。用尽可能少的步数把圆片沿环顺时针排成 1 到 {0} 的顺序；圆片 1 最后在环上的位置无关紧要。在最短的答案中，逐步按 R、R&apos;、F 的顺序比较，取最靠前的一个。</translation>
    </message>
    <message>
        <source>Lights Out {0}x{1}</source>
        <translation>熄灯 {0}x{1}</translation>
    </message>
    <message>
        <source>Lights Out {0}x{1}, three colours</source>
        <translation>熄灯 {0}x{1}，三色</translation>
    </message>
    <message>
        <source>{0}-puzzle ({1}x{2})</source>
        <translation>{0} 数码（{1}x{2}）</translation>
    </message>
    <message>
        <source>Loopover {0}x{1}</source>
        <translation>循环方阵 {0}x{1}</translation>
    </message>
    <message>
        <source>TopSpin {0}, turnstile of {1}</source>
        <translation>翻转转盘 {0}，转台 {1}</translation>
    </message>
</context>
<context>
    <name>pl::Problem</name>
    <message>
        <source>expected {0} numbers, found {1}</source>
        <translation>应有 {0} 个数，实有 {1} 个</translation>
    </message>
    <message>
        <source>number {0}: &quot;{1}&quot; is not a whole number</source>
        <translation>第 {0} 个数：&quot;{1}&quot; 不是整数</translation>
    </message>
    <message>
        <source>cell {0}: {1} is not a value 0..{2}</source>
        <translation>格子 {0}：{1} 不是 0..{2} 之间的值</translation>
    </message>
    <message>
        <source>cell {0}: {1} is not a label of this puzzle ({2})</source>
        <translation>格子 {0}：{1} 不是这个谜题的标签（{2}）</translation>
    </message>
    <message>
        <source>not a rearrangement of the start: label {0} appears {1} times instead of {2}</source>
        <translation>不是初始局面的重新排列：标签 {0} 出现 {1} 次，而不是 {2} 次</translation>
    </message>
    <message>
        <source>the goal must give a value for every cell</source>
        <translation>目标必须为每个格子给出一个值</translation>
    </message>
    <message>
        <source>the goal must give {0} values, it gives {1}</source>
        <translation>目标必须给出 {0} 个值，实际给出 {1} 个</translation>
    </message>
    <message>
        <source>the goal names cell {0}, but the puzzle has cells 0..{1} only</source>
        <translation>目标指定了格子 {0}，但谜题只有格子 0..{1}</translation>
    </message>
    <message>
        <source>the uniform goal lists no cells</source>
        <translation>uniform 目标没有列出任何格子</translation>
    </message>
    <message>
        <source>the anyOf goal lists no alternatives</source>
        <translation>anyOf 目标没有列出任何备选目标</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is not a move (the moves are {1})</source>
        <translation>&quot;{0}&quot; 不是走法（走法有 {1}）</translation>
    </message>
    <message>
        <source>the search handles at most {0} moves, the puzzle has {1}</source>
        <translation>搜索最多处理 {0} 种走法，而谜题有 {1} 种</translation>
    </message>
    <message>
        <source>the file is {0} bytes; a definition may be at most {1} bytes</source>
        <translation>文件有 {0} 字节；定义文件最多 {1} 字节</translation>
    </message>
    <message>
        <source>the file is UTF-16 (or UTF-32) text; save it as UTF-8</source>
        <translation>文件是 UTF-16（或 UTF-32）文本；请另存为 UTF-8</translation>
    </message>
    <message>
        <source>a NUL byte: this is not JSON text</source>
        <translation>含有 NUL 字节：这不是 JSON 文本</translation>
    </message>
    <message>
        <source>a second byte order mark; one is allowed only at the very start</source>
        <translation>出现了第二个字节顺序标记（BOM）；它只能出现在最开头</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>the text is not UTF-8: the byte 0x{0} does not belong here</source>
        <translation>文本不是 UTF-8：字节 0x{0} 不应出现在这里</translation>
    </message>
    <message>
        <source>arrays and objects are nested more than {0} deep</source>
        <translation>数组和对象的嵌套超过了 {0} 层</translation>
    </message>
    <message>
        <source>not valid JSON: {0}</source>
        <translation>不是有效的 JSON：{0}</translation>
    </message>
    <message>
        <source>a definition is one JSON object, not {0}</source>
        <translation>定义文件应是一个 JSON 对象，而不是 {0}</translation>
    </message>
    <message>
        <source>the key &quot;{0}&quot; occurs twice in this object (first at line {1}, column {2})</source>
        <translation>键 &quot;{0}&quot; 在此对象中出现了两次（第一次在第 {1} 行，第 {2} 列）</translation>
    </message>
    <message>
        <source>{0} more problems not listed</source>
        <translation>另有 {0} 个问题未列出</translation>
    </message>
    <message>
        <source>unknown key &quot;{0}&quot; (only keys that start with x- may be added)</source>
        <translation>未知的键 &quot;{0}&quot;（只能添加以 x- 开头的键）</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is not used by {1} puzzles</source>
        <translation>{1} 类谜题不使用 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>the required key &quot;{0}&quot; is missing</source>
        <translation>缺少必需的键 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>expected a string, found {0}</source>
        <translation>应为字符串，实为 {0}</translation>
    </message>
    <message>
        <source>expected an integer, found {0}</source>
        <translation>应为整数，实为 {0}</translation>
    </message>
    <message>
        <source>expected a number, found {0}</source>
        <translation>应为数字，实为 {0}</translation>
    </message>
    <message>
        <source>expected an array, found {0}</source>
        <translation>应为数组，实为 {0}</translation>
    </message>
    <message>
        <source>expected an object, found {0}</source>
        <translation>应为对象，实为 {0}</translation>
    </message>
    <message>
        <source>expected true or false, found {0}</source>
        <translation>应为 true 或 false，实为 {0}</translation>
    </message>
    <message>
        <source>this text must not be empty</source>
        <translation>此文本不能为空</translation>
    </message>
    <message>
        <source>this text must be one line, without control characters</source>
        <translation>此文本必须是一行，且不含控制字符</translation>
    </message>
    <message>
        <source>{0} entries; at most {1} are allowed</source>
        <translation>有 {0} 项；最多允许 {1} 项</translation>
    </message>
    <message>
        <source>the format version must be the integer 1, not {0}</source>
        <translation>格式版本必须是整数 1，而不是 {0}</translation>
    </message>
    <message>
        <source>this is format version {0}; this program reads format 1</source>
        <translation>这是格式版本 {0}；本程序只能读取格式 1</translation>
    </message>
    <message>
        <source>the puzzle key must be 1 to 40 of a-z, 0-9 and &apos;-&apos;, not starting with &apos;-&apos;, not {0}</source>
        <translation>谜题键必须由 1 到 40 个 a-z、0-9 和 &apos;-&apos; 组成，且不以 &apos;-&apos; 开头，而不是 {0}</translation>
    </message>
    <message>
        <source>the kind must be &quot;dial&quot;, &quot;permutation&quot; or &quot;sliding&quot;, not {0}</source>
        <translation>种类必须是 &quot;dial&quot;、&quot;permutation&quot; 或 &quot;sliding&quot;，而不是 {0}</translation>
    </message>
    <message>
        <source>a puzzle needs at least one cell</source>
        <translation>谜题至少需要一个格子</translation>
    </message>
    <message>
        <source>a cell id must not be empty</source>
        <translation>格子的 id 不能为空</translation>
    </message>
    <message>
        <source>a cell id is a string or an integer, not {0}</source>
        <translation>格子的 id 应是字符串或整数，而不是 {0}</translation>
    </message>
    <message>
        <source>the id {0} is already the id of cells[{1}]</source>
        <translation>id {0} 已经是 cells[{1}] 的 id</translation>
    </message>
    <message>
        <source>the shape must be &quot;dial&quot;, &quot;square&quot; or &quot;circle&quot;, not {0}</source>
        <translation>形状必须是 &quot;dial&quot;、&quot;square&quot; 或 &quot;circle&quot;，而不是 {0}</translation>
    </message>
    <message>
        <source>no cell has the id {0}</source>
        <translation>没有 id 为 {0} 的格子</translation>
    </message>
    <message>
        <source>no cell has the id {0}: cells[{1}] has this id written as a number; write it the same way here</source>
        <translation>没有 id 为 {0} 的格子：cells[{1}] 的这个 id 写成了数字；这里也请照样写</translation>
    </message>
    <message>
        <source>no cell has the id {0}: cells[{1}] has this id written as a string; write it the same way here</source>
        <translation>没有 id 为 {0} 的格子：cells[{1}] 的这个 id 写成了字符串；这里也请照样写</translation>
    </message>
    <message>
        <source>at least one cell must be listed</source>
        <translation>至少要列出一个格子</translation>
    </message>
    <message>
        <source>the cell {0} is listed twice</source>
        <translation>格子 {0} 被列出了两次</translation>
    </message>
    <message>
        <source>the modulus must be an integer from 2 to 64, not {0}</source>
        <translation>模数必须是 2 到 64 之间的整数，而不是 {0}</translation>
    </message>
    <message>
        <source>at least one label is needed</source>
        <translation>至少需要一个标签</translation>
    </message>
    <message>
        <source>a label is an integer from 0 to 255, not {0}</source>
        <translation>标签应是 0 到 255 之间的整数，而不是 {0}</translation>
    </message>
    <message>
        <source>the label {0} is listed twice</source>
        <translation>标签 {0} 被列出了两次</translation>
    </message>
    <message>
        <source>a value is an integer from 0 to {1}, not {0}</source>
        <translation>值应是 0 到 {1} 之间的整数，而不是 {0}</translation>
    </message>
    <message>
        <source>{0} is not one of the labels</source>
        <translation>{0} 不是标签之一</translation>
    </message>
    <message>
        <source>expected {0} entries (one per cell), found {1}</source>
        <translation>应有 {0} 项（每个格子一项），实有 {1} 项</translation>
    </message>
    <message>
        <source>not a rearrangement of start: label {0} occurs {1} times here and {2} times in start</source>
        <translation>不是 start 的重新排列：标签 {0} 在这里出现 {1} 次，在 start 中出现 {2} 次</translation>
    </message>
    <message>
        <source>the blank {0} is not one of the labels</source>
        <translation>空格 {0} 不是标签之一</translation>
    </message>
    <message>
        <source>the blank {0} must occur exactly once in start, not {1} times</source>
        <translation>空格 {0} 必须在 start 中恰好出现一次，而不是 {1} 次</translation>
    </message>
    <message>
        <source>moveOrder must list &quot;U&quot;, &quot;D&quot;, &quot;L&quot; and &quot;R&quot;, each once</source>
        <translation>moveOrder 必须列出 &quot;U&quot;、&quot;D&quot;、&quot;L&quot; 和 &quot;R&quot;，各一次</translation>
    </message>
    <message>
        <source>a sliding puzzle uses the move metric, not {0}</source>
        <translation>滑块谜题使用 move 度量，而不是 {0}</translation>
    </message>
    <message>
        <source>the cells of a sliding puzzle have whole-number coordinates, not {0}</source>
        <translation>滑块谜题的格子坐标必须是整数，而不是 {0}</translation>
    </message>
    <message>
        <source>this cell is at the same place as cells[{0}]</source>
        <translation>这个格子与 cells[{0}] 的位置相同</translation>
    </message>
    <message>
        <source>no two cells are neighbours, so the blank can never move</source>
        <translation>没有任何两个格子相邻，所以空格永远无法移动</translation>
    </message>
    <message>
        <source>a {0} puzzle needs at least one move</source>
        <translation>{0} 类谜题至少需要一种走法</translation>
    </message>
    <message>
        <source>a move name must not be empty</source>
        <translation>走法名称不能为空</translation>
    </message>
    <message>
        <source>the move name {0} must not contain spaces or control characters</source>
        <translation>走法名称 {0} 不能含有空格或控制字符</translation>
    </message>
    <message>
        <source>the move name {0} is already the name of moves[{1}]</source>
        <translation>走法名称 {0} 已经是 moves[{1}] 的名称</translation>
    </message>
    <message>
        <source>add is a list of cell ids or an object {cell id: amount}, not {0}</source>
        <translation>add 应是格子 id 的列表，或对象 {格子 id: 增量}，而不是 {0}</translation>
    </message>
    <message>
        <source>this move changes nothing</source>
        <translation>这个走法什么也不改变</translation>
    </message>
    <message>
        <source>a cycle needs at least two cells</source>
        <translation>一个循环至少需要两个格子</translation>
    </message>
    <message>
        <source>the cell {0} occurs twice in this move&apos;s cycles</source>
        <translation>格子 {0} 在这个走法的循环中出现了两次</translation>
    </message>
    <message>
        <source>clicking the cell {0} already plays moves[{1}]</source>
        <translation>单击格子 {0} 已经会执行 moves[{1}]</translation>
    </message>
    <message>
        <source>the metric must be &quot;move&quot;, &quot;inverse&quot; or &quot;power&quot;, not {0}</source>
        <translation>度量必须是 &quot;move&quot;、&quot;inverse&quot; 或 &quot;power&quot;，而不是 {0}</translation>
    </message>
    <message>
        <source>a goal has exactly one of &quot;values&quot;, &quot;uniform&quot; and &quot;anyOf&quot;</source>
        <translation>目标必须恰好含有 &quot;values&quot;、&quot;uniform&quot; 和 &quot;anyOf&quot; 中的一个</translation>
    </message>
    <message>
        <source>the goal needs {0} cells holding label {1}; start has only {2}</source>
        <translation>目标需要 {0} 个格子为标签 {1}；start 中只有 {2} 个</translation>
    </message>
    <message>
        <source>no label occurs {0} times in start, so these cells can never all hold one label</source>
        <translation>没有任何标签在 start 中出现 {0} 次，所以这些格子永远不可能全是同一个标签</translation>
    </message>
    <message>
        <source>anyOf needs at least one goal</source>
        <translation>anyOf 至少需要一个目标</translation>
    </message>
    <message>
        <source>editableGoal needs a full values goal (no null) of a permutation or sliding puzzle</source>
        <translation>editableGoal 需要排列谜题或滑块谜题的完整 values 目标（不含 null）</translation>
    </message>
    <message>
        <source>with the {0} metric there would be more than {1} moves</source>
        <translation>使用 {0} 度量时走法会超过 {1} 种</translation>
    </message>
    <message>
        <source>the move name &quot;{0}&quot; contains the separator &quot;{1}&quot;</source>
        <translation>走法名称 &quot;{0}&quot; 含有分隔符 &quot;{1}&quot;</translation>
    </message>
    <message>
        <source>with the {0} metric two moves are named &quot;{1}&quot; (the other comes from moves[{2}])</source>
        <translation>使用 {0} 度量时有两个走法都名为 &quot;{1}&quot;（另一个来自 moves[{2}]）</translation>
    </message>
    <message>
        <source>the key &quot;{0}&quot; is not one of the labels</source>
        <translation>键 &quot;{0}&quot; 不是标签之一</translation>
    </message>
    <message>
        <source>a colour is written #rrggbb, not {0}</source>
        <translation>颜色应写成 #rrggbb，而不是 {0}</translation>
    </message>
    <message>
        <source>expected {0} value names (one per value), found {1}</source>
        <translation>应有 {0} 个值名称（每个值一个），实有 {1} 个</translation>
    </message>
    <message>
        <source>the style must be &quot;outline&quot; or &quot;shade&quot;, not {0}</source>
        <translation>样式必须是 &quot;outline&quot; 或 &quot;shade&quot;，而不是 {0}</translation>
    </message>
    <message>
        <source>an example may give a goal only when editableGoal is true</source>
        <translation>只有当 editableGoal 为 true 时，示例才能给出目标</translation>
    </message>
    <message>
        <source>the engine {0} solves only the puzzle&apos;s own goal</source>
        <translation>引擎 {0} 只能求解谜题本身的目标</translation>
    </message>
    <message>
        <source>there is no engine called {0} for {1}</source>
        <translation>{1} 没有名为 {0} 的引擎</translation>
    </message>
    <message>
        <source>the engine ran out of memory</source>
        <translation>引擎内存不足</translation>
    </message>
    <message>
        <source>the move-count system has more than {0} solutions for this goal; use another engine</source>
        <translation>对这个目标，步数方程组有超过 {0} 个解；请换用其他引擎</translation>
    </message>
    <message>
        <source>cannot open the file: {0}</source>
        <translation>无法打开文件：{0}</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>无法读取文件</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>这是文件夹，不是文件</translation>
    </message>
    <message>
        <source>this is not a regular file (a device, a pipe or a socket)</source>
        <translation>这不是普通文件（而是设备、管道或套接字）</translation>
    </message>
    <message>
        <source>the file is {0} bytes long; a definition is at most {1} bytes</source>
        <translation>文件长 {0} 字节；定义文件最多 {1} 字节</translation>
    </message>
    <message>
        <source>the key {0} is already taken by {1}</source>
        <translation>键 {0} 已被 {1} 占用</translation>
    </message>
    <message>
        <source>{0} has no goal to give: write the position alone</source>
        <translation>{0} 没有可给出的目标：只写局面即可</translation>
    </message>
    <message>
        <source>the line is longer than {0} bytes</source>
        <translation>这一行超过了 {0} 字节</translation>
    </message>
    <message>
        <source>the file is {0} bytes long; a solution file is at most 1 MiB</source>
        <translation>文件长 {0} 字节；解答文件最多 1 MiB</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; save it as UTF-8</source>
        <translation>文件是 UTF-16 文本；请另存为 UTF-8</translation>
    </message>
    <message>
        <source>this is not a text file</source>
        <translation>这不是文本文件</translation>
    </message>
    <message>
        <source>the file does not start with the header &apos;PuzzleLab solution 1&apos;</source>
        <translation>文件不是以标题行 &apos;PuzzleLab solution 1&apos; 开头</translation>
    </message>
    <message>
        <source>solution file version &apos;{0}&apos; is not supported; this program reads version 1</source>
        <translation>不支持解答文件版本 &apos;{0}&apos;；本程序只能读取版本 1</translation>
    </message>
    <message>
        <source>this is not a &apos;key: value&apos; line</source>
        <translation>这不是 &apos;key: value&apos; 形式的行</translation>
    </message>
    <message>
        <source>a second &apos;{0}:&apos; line; the first is line {1}</source>
        <translation>第二个 &apos;{0}:&apos; 行；第一个在第 {1} 行</translation>
    </message>
    <message>
        <source>the file has no &apos;{0}:&apos; line</source>
        <translation>文件中没有 &apos;{0}:&apos; 行</translation>
    </message>
    <message>
        <source>the puzzle &apos;{0}&apos; is not in the library</source>
        <translation>谜题 &apos;{0}&apos; 不在谜题库中</translation>
    </message>
    <message>
        <source>the length &apos;{0}&apos; is not a whole number</source>
        <translation>长度 &apos;{0}&apos; 不是整数</translation>
    </message>
    <message>
        <source>the length {0} does not match the {1} moves</source>
        <translation>长度 {0} 与 {1} 步走法不符</translation>
    </message>
    <message>
        <source>move {1} ({0}) cannot be made there</source>
        <translation>第 {1} 步（{0}）在那里走不了</translation>
    </message>
    <message>
        <source>the moves do not reach the goal</source>
        <translation>这些走法到达不了目标</translation>
    </message>
    <message>
        <source>the result says &apos;{0}&apos;, but the moves give &apos;{1}&apos;</source>
        <translation>结果写的是 &apos;{0}&apos;，但走法得到的是 &apos;{1}&apos;</translation>
    </message>
    <message>
        <source>the {0} value &apos;{1}&apos; is not a number</source>
        <translation>{0} 的值 &apos;{1}&apos; 不是数字</translation>
    </message>
    <message>
        <source>line {0}, column {1} ({2})</source>
        <translation>第 {0} 行，第 {1} 列（{2}）</translation>
    </message>
    <message>
        <source>line {0}, column {1}</source>
        <translation>第 {0} 行，第 {1} 列</translation>
    </message>
    <message>
        <source>line {0} ({2})</source>
        <translation>第 {0} 行（{2}）</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>第 {0} 行</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>cell {0} of the goal: {1} is not a label or value of this puzzle</source>
        <translation>目标的格子 {0}：{1} 不是这个谜题的标签或值</translation>
    </message>
    <message>
        <source>the table engine handles at most {0} cells, the puzzle has {1}</source>
        <translation>table 引擎最多处理 {0} 个格子，而谜题有 {1} 个</translation>
    </message>
    <message>
        <source>a move repeats only after {0} turns; without its inverse among the moves, the table engine handles moves that repeat within {1} turns</source>
        <translation>有一个走法要 {0} 次才回到原状；走法中没有它的逆走法时，table 引擎只能处理 {1} 次以内回到原状的走法</translation>
    </message>
    <message>
        <source>an empty separator needs one-character move names, but one is &quot;{0}&quot;</source>
        <translation>空分隔符要求每个走法名只有一个字符，但有一个是 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>the ida engine handles at most {0} cells, the puzzle has {1}</source>
        <translation>迭代加深搜索引擎最多处理 {0} 个格子，这个谜题有 {1} 个</translation>
    </message>
    <message>
        <source>the ida engine cannot tell whether this position can reach this goal (it would search forever if not); use another engine</source>
        <translation>迭代加深搜索引擎无法判断这个局面能否到达这个目标（如果不能，它会永远搜索下去）；请换用其他引擎</translation>
    </message>
    <message>
        <source>cannot create the folder {0}: {1}</source>
        <translation>无法创建文件夹 {0}：{1}</translation>
    </message>
    <message>
        <source>cannot write the file: {0}</source>
        <translation>无法写入文件：{0}</translation>
    </message>
    <message>
        <source>no free file name for a new puzzle in {0}</source>
        <translation>{0} 中没有可用于新谜题的文件名</translation>
    </message>
    <message>
        <source>no folder for your own puzzles is known (neither &apos;XDG_DATA_HOME&apos; nor &apos;HOME&apos; is an absolute path)</source>
        <translation>不知道你自己的谜题放在哪个文件夹（&apos;XDG_DATA_HOME&apos; 和 &apos;HOME&apos; 都不是绝对路径）</translation>
    </message>
    <message>
        <source>the key {0} belongs to the bundled puzzle {1}; give this puzzle a key of its own</source>
        <translation>键 {0} 属于内置谜题 {1}；请给这个谜题另取一个键</translation>
    </message>
    <message>
        <source>{0} is a bundled puzzle: it is always in the library and is not copied</source>
        <translation>{0} 是内置谜题：它一直在谜题库中，不会被复制</translation>
    </message>
    <message>
        <source>there is no puzzle with the key {0} in the library</source>
        <translation>谜题库中没有键为 {0} 的谜题</translation>
    </message>
    <message>
        <source>there is no folder for your own puzzles: neither &quot;XDG_DATA_HOME&quot; nor &quot;HOME&quot; is set</source>
        <translation>没有存放你自己谜题的文件夹：&quot;XDG_DATA_HOME&quot; 和 &quot;HOME&quot; 都未设置</translation>
    </message>
    <message>
        <source>cannot create the folder {0}</source>
        <translation>无法创建文件夹 {0}</translation>
    </message>
    <message>
        <source>{0} already exists and holds another text; it was not overwritten</source>
        <translation>{0} 已存在且内容不同；没有覆盖它</translation>
    </message>
    <message>
        <source>cannot write {0}: {1}</source>
        <translation>无法写入 {0}：{1}</translation>
    </message>
    <message>
        <source>{0} is not a number</source>
        <translation>{0} 不是数字</translation>
    </message>
    <message>
        <source>{0} (the text looks like UTF-16; save it as UTF-8 or ASCII)</source>
        <translation>{0}（文本似乎是 UTF-16 编码；请另存为 UTF-8 或 ASCII）</translation>
    </message>
    <message>
        <source>{0} (a byte order mark is allowed only at the very start)</source>
        <translation>{0}（字节顺序标记 BOM 只能出现在最开头）</translation>
    </message>
    <message>
        <source>{0} (a no-break space is no separator; use a plain space)</source>
        <translation>{0}（不换行空格不能作分隔符；请使用普通空格）</translation>
    </message>
    <message>
        <source>{0} (full-width digits and spaces are not read; use ASCII ones)</source>
        <translation>{0}（不识别全角数字和全角空格；请使用 ASCII 半角字符）</translation>
    </message>
    <message>
        <source>tile value {0} is out of range {1}..{2}</source>
        <translation>方块数值 {0} 超出范围 {1}..{2}</translation>
    </message>
    <message>
        <source>expected {0} numbers (the target), found {1}</source>
        <translation>应有 {0} 个数（目标），实有 {1} 个</translation>
    </message>
    <message>
        <source>expected {0} numbers (the board) or {1} (board / target), found {2}</source>
        <translation>应有 {0} 个数（棋盘）或 {1} 个数（棋盘 / 目标），实有 {2} 个</translation>
    </message>
    <message>
        <source>expected one &apos;/&apos; between board and target, found {0}</source>
        <translation>棋盘和目标之间应有一个 &apos;/&apos;，实有 {0} 个</translation>
    </message>
    <message>
        <source>expected {0} cells, found {1}</source>
        <translation>应有 {0} 个格子，实有 {1} 个</translation>
    </message>
    <message>
        <source>clock {0} shows {1}; a clock shows 3, 6, 9 or 12</source>
        <translation>时钟 {0} 指向 {1}；时钟只能指向 3、6、9 或 12</translation>
    </message>
    <message>
        <source>board: {0}</source>
        <translation>棋盘：{0}</translation>
    </message>
    <message>
        <source>target: {0}</source>
        <translation>目标：{0}</translation>
    </message>
    <message>
        <source>board repeats tile {0}</source>
        <translation>棋盘中方块 {0} 重复</translation>
    </message>
    <message>
        <source>target repeats tile {0}</source>
        <translation>目标中方块 {0} 重复</translation>
    </message>
    <message>
        <source>board has tile {0}; tiles are 1 to 8</source>
        <translation>棋盘中有方块 {0}；方块只能是 1 到 8</translation>
    </message>
    <message>
        <source>target has tile {0}; tiles are 1 to 8</source>
        <translation>目标中有方块 {0}；方块只能是 1 到 8</translation>
    </message>
    <message>
        <source>cell {0}: {1}</source>
        <translation>格子 {0}：{1}</translation>
    </message>
    <message>
        <source>{0} is not a label (1, 2 or 3)</source>
        <translation>{0} 不是标签（1、2 或 3）</translation>
    </message>
    <message>
        <source>label {0} appears once</source>
        <translation>标签 {0} 出现 1 次</translation>
    </message>
    <message>
        <source>label {0} appears {1} times</source>
        <translation>标签 {0} 出现 {1} 次</translation>
    </message>
    <message>
        <source>{0} (each must appear 8 times)</source>
        <translation>{0}（每种标签都必须恰好出现 8 次）</translation>
    </message>
    <message>
        <source>{0}, {1} (each must appear 8 times)</source>
        <translation>{0}，{1}（每种标签都必须恰好出现 8 次）</translation>
    </message>
    <message>
        <source>{0}, {1}, {2} (each must appear 8 times)</source>
        <translation>{0}，{1}，{2}（每种标签都必须恰好出现 8 次）</translation>
    </message>
    <message>
        <source>a clocks position has 9 clocks, not {0}</source>
        <translation>时钟问题的局面有 9 个时钟，而不是 {0} 个</translation>
    </message>
    <message>
        <source>clock {0} is {1} quarter turns past 12, more than 3</source>
        <translation>时钟 {0} 从 12 点转过了 {1} 个四分之一圈，超过 3 个</translation>
    </message>
    <message>
        <source>a Magic Squares position has 16 cells (board and target), not {0}</source>
        <translation>魔板的局面有 16 个格子（棋盘和目标），而不是 {0} 个</translation>
    </message>
    <message>
        <source>{0} (the input is empty)</source>
        <translation>{0}（输入为空）</translation>
    </message>
    <message>
        <source>input ends without the final 0</source>
        <translation>输入结束时缺少最后的 0</translation>
    </message>
    <message>
        <source>unexpected {0} after the final 0</source>
        <translation>最后的 0 之后出现了多余的 {0}</translation>
    </message>
    <message>
        <source>a goal after &apos;/&apos; cannot be given here: the cases are solved for the puzzle&apos;s own goal ({0} reads goals)</source>
        <translation>此处不能在 &apos;/&apos; 之后给出目标：这些用例按谜题自己的目标求解（{0} 可以读取目标）</translation>
    </message>
    <message>
        <source>{0} is not a list of moves; moves are 1 to 9</source>
        <translation>{0} 不是走法序列；走法为 1 到 9</translation>
    </message>
    <message>
        <source>{0} is not a list of moves; moves are A, B and C</source>
        <translation>{0} 不是走法序列；走法为 A、B 和 C</translation>
    </message>
    <message>
        <source>{0} is not a move (moves are A to H)</source>
        <translation>{0} 不是走法（走法为 A 到 H）</translation>
    </message>
    <message>
        <source>a move is out of range</source>
        <translation>有一步走法超出范围</translation>
    </message>
    <message>
        <source>the file is {0} bytes long; a solution file is at most 1 MiB, so this is not one</source>
        <translation>文件长 {0} 字节；解答文件最多 1 MiB，所以这不是解答文件</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; a solution file is UTF-8 (save it as UTF-8)</source>
        <translation>文件是 UTF-16 文本；解答文件应为 UTF-8（请另存为 UTF-8）</translation>
    </message>
    <message>
        <source>the file is empty or does not start with the header {0}</source>
        <translation>文件为空，或不以文件头 {0} 开头</translation>
    </message>
    <message>
        <source>{0} is not the header of a PuzzleLab solution file ({1})</source>
        <translation>{0} 不是 PuzzleLab 解答文件的文件头（{1}）</translation>
    </message>
    <message>
        <source>the header has no version number</source>
        <translation>文件头缺少版本号</translation>
    </message>
    <message>
        <source>solution file version {0} is not supported; this program reads version {1}</source>
        <translation>不支持解答文件版本 {0}；本程序读取版本 {1}</translation>
    </message>
    <message>
        <source>contains a NUL byte; this is not a text file</source>
        <translation>含有 NUL 字节；这不是文本文件</translation>
    </message>
    <message>
        <source>{0} is not a &apos;key: value&apos; line</source>
        <translation>{0} 不是 &apos;key: value&apos; 形式的行</translation>
    </message>
    <message>
        <source>a line starts with &apos;:&apos; but has no key</source>
        <translation>某行以 &apos;:&apos; 开头，缺少键名</translation>
    </message>
    <message>
        <source>a second {0} line; the first is line {1}</source>
        <translation>第二个 {0} 行；第一个在第 {1} 行</translation>
    </message>
    <message>
        <source>the key {0} should be {1} (the file has no {2} line)</source>
        <translation>键 {0} 应为 {1}（文件中没有 {2} 行）</translation>
    </message>
    <message>
        <source>the file has no {0} line</source>
        <translation>文件中没有 {0} 行</translation>
    </message>
    <message>
        <source>no puzzle is named (expected one of {0})</source>
        <translation>未指定谜题（应为以下之一：{0}）</translation>
    </message>
    <message>
        <source>unknown puzzle {0} (expected one of {1})</source>
        <translation>未知谜题 {0}（应为以下之一：{1}）</translation>
    </message>
    <message>
        <source>bad position: {0}</source>
        <translation>局面有误：{0}</translation>
    </message>
    <message>
        <source>bad moves: {0}</source>
        <translation>走法有误：{0}</translation>
    </message>
    <message>
        <source>the length {0} is not a whole number</source>
        <translation>长度 {0} 不是非负整数</translation>
    </message>
    <message>
        <source>the length {0} does not match the {1} moves on line {2}</source>
        <translation>长度 {0} 与第 {2} 行的 {1} 步走法不符</translation>
    </message>
    <message>
        <source>the moves do not solve the position on line {0}</source>
        <translation>这些走法解不开第 {0} 行的局面</translation>
    </message>
    <message>
        <source>the result {0} is not a centre label (1, 2 or 3)</source>
        <translation>结果 {0} 不是中心标签（1、2 或 3）</translation>
    </message>
    <message>
        <source>the result says centre label {0}, but the moves leave label {1} in the centre</source>
        <translation>结果称中心标签为 {0}，但走完后中心是标签 {1}</translation>
    </message>
    <message>
        <source>the result {0} should be &apos;solved&apos;</source>
        <translation>结果 {0} 应为 &apos;solved&apos;</translation>
    </message>
    <message>
        <source>the node count {0} is not a whole number</source>
        <translation>节点数 {0} 不是非负整数</translation>
    </message>
    <message>
        <source>the time {0} is not a number of milliseconds</source>
        <translation>时间 {0} 不是毫秒数</translation>
    </message>
    <message>
        <source>no combination of moves solves this position</source>
        <translation>没有任何走法组合能解开这个局面</translation>
    </message>
    <message>
        <source>the target cannot be reached from this board</source>
        <translation>从这个棋盘无法到达目标</translation>
    </message>
    <message>
        <source>no solution within {0} moves</source>
        <translation>{0} 步之内无解</translation>
    </message>
    <message>
        <source>case {3}</source>
        <translation>用例 {3}</translation>
    </message>
    <message>
        <source>case {3} ({2})</source>
        <translation>用例 {3}（{2}）</translation>
    </message>
    <message>
        <source>the search needs more than {0} of memory, above the limit of {1}</source>
        <translation>搜索需要超过 {0} 的内存，超出了 {1} 的上限</translation>
    </message>
    <message>
        <source>the table would need {0} of memory, more than the limit of {1}</source>
        <translation>表需要 {0} 的内存，超过了 {1} 的上限</translation>
    </message>
    <message>
        <source>{0} must be from {2} to {3}, not {1}</source>
        <translation>{0}必须在 {2} 到 {3} 之间，而不是 {1}</translation>
    </message>
    <message>
        <source>this kind of puzzle takes {0} numbers, not {1}</source>
        <translation>这种谜题需要 {0} 个数，而不是 {1} 个</translation>
    </message>
    <message>
        <source>a turnstile of {0} discs must be smaller than the ring of {1} discs</source>
        <translation>{0} 个圆片的转台必须小于 {1} 个圆片的圆环</translation>
    </message>
    <message>
        <source>{0} already holds another puzzle; it was left as it is</source>
        <translation>{0} 已存放另一个谜题，未作改动</translation>
    </message>
    <message>
        <source>the puzzle {0} stays in the library as this file last read, until the file reads again</source>
        <translation>谜题 {0} 仍以此文件上次成功读取时的样子留在谜题库中，直到文件能再次读取</translation>
    </message>
    <message>
        <source>positions far from the goal may need more memory than the limit of {1}: a table of every position would need {0}</source>
        <translation>离目标较远的局面可能需要超过 {1} 上限的内存：记录所有局面的表需要 {0}</translation>
    </message>
    <message>
        <source>the engine stopped with an error: {0}</source>
        <translation>引擎出错停止：{0}</translation>
    </message>
    <message>
        <source>a NUL byte: this is not a text file</source>
        <translation>含有 NUL 字节：这不是文本文件</translation>
    </message>
    <message>
        <source>a second solved state (Solved or StartState): a file has one</source>
        <translation>第二个已还原状态（Solved 或 StartState）：一个文件只能有一个</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; before any Set: the sets come first</source>
        <translation>&quot;{0}&quot; 出现在任何 Set 之前：集合必须先给出</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is out of order: a twsearch file gives Name first, then the Sets, then Solved (or StartState), then the moves</source>
        <translation>&quot;{0}&quot; 的位置不对：twsearch 文件依次给出 Name、各个 Set、Solved（或 StartState），然后是走法</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; takes {1} words after it on its line, found {2}</source>
        <translation>&quot;{0}&quot; 所在行其后应有 {1} 个词，实有 {2} 个</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; takes at least {1} words after it on its line</source>
        <translation>&quot;{0}&quot; 所在行其后至少应有 {1} 个词</translation>
    </message>
    <message>
        <source>expected a whole number, found &quot;{0}&quot;</source>
        <translation>应为非负整数，实为 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>the set &quot;{0}&quot; is defined twice</source>
        <translation>集合 &quot;{0}&quot; 定义了两次</translation>
    </message>
    <message>
        <source>the {0} block that starts on line {1} has no End</source>
        <translation>从第 {1} 行开始的 {0} 块缺少 End</translation>
    </message>
    <message>
        <source>the set &quot;{0}&quot; is named without its numbers</source>
        <translation>给出了集合 &quot;{0}&quot; 的名字，却没有它的数字</translation>
    </message>
    <message>
        <source>a line of numbers before any set&apos;s name</source>
        <translation>在任何集合名之前出现了一行数字</translation>
    </message>
    <message>
        <source>a third line of numbers for the set &quot;{0}&quot;: a set has a line of pieces and at most one of twists</source>
        <translation>集合 &quot;{0}&quot; 出现了第三行数字：一个集合只有一行块和至多一行扭转</translation>
    </message>
    <message>
        <source>the set &quot;{0}&quot; has {1} slots: this line has {2} numbers</source>
        <translation>集合 &quot;{0}&quot; 有 {1} 个槽位：这一行有 {2} 个数</translation>
    </message>
    <message>
        <source>&quot;?&quot; stands for any twist, not for a piece</source>
        <translation>&quot;?&quot; 表示任意扭转，不能代表块</translation>
    </message>
    <message>
        <source>&quot;?&quot; (any twist) is only for the solved state</source>
        <translation>&quot;?&quot;（任意扭转）只能用于已还原状态</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; inside a {1} block: is its End missing?</source>
        <translation>&quot;{0}&quot; 出现在 {1} 块内部：是不是缺少 End？</translation>
    </message>
    <message>
        <source>no set is called &quot;{0}&quot; (in a {1} block)</source>
        <translation>没有名为 &quot;{0}&quot; 的集合（在 {1} 块中）</translation>
    </message>
    <message>
        <source>the set &quot;{0}&quot; is given twice in this block</source>
        <translation>集合 &quot;{0}&quot; 在此块中给出了两次</translation>
    </message>
    <message>
        <source>the set &quot;{0}&quot; has alike pieces with &quot;?&quot; twists and without: &quot;?&quot; on some pieces only is read when those pieces differ from the others</source>
        <translation>集合 &quot;{0}&quot; 中有相同的块，一些扭转为 &quot;?&quot;，一些不是：只有当这些块与其他块不同时，才能读取部分块上的 &quot;?&quot;</translation>
    </message>
    <message>
        <source>the name &quot;{0}&quot; is given to two moves</source>
        <translation>名字 &quot;{0}&quot; 被用于两个走法</translation>
    </message>
    <message>
        <source>the move &quot;{0}&quot; does not move the pieces of set &quot;{1}&quot; as a permutation: {2} is out of range or comes twice</source>
        <translation>走法 &quot;{0}&quot; 对集合 &quot;{1}&quot; 的块不是一个置换：{2} 超出范围或出现了两次</translation>
    </message>
    <message>
        <source>no move is called &quot;{0}&quot;</source>
        <translation>没有名为 &quot;{0}&quot; 的走法</translation>
    </message>
    <message>
        <source>Illegal (blocked pieces) is not supported: the file is refused rather than solved without that rule</source>
        <translation>不支持 Illegal（受阻的块）：与其忽略这条规则求解，不如拒绝这个文件</translation>
    </message>
    <message>
        <source>End without a block to end</source>
        <translation>多余的 End：没有需要结束的块</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is not a word of a twsearch file (Name, Set, Solved, StartState, Move, MoveTransformation, MoveAlias, MoveSequence)</source>
        <translation>&quot;{0}&quot; 不是 twsearch 文件的关键字（Name、Set、Solved、StartState、Move、MoveTransformation、MoveAlias、MoveSequence）</translation>
    </message>
    <message>
        <source>the file has no {0}</source>
        <translation>文件中没有 {0}</translation>
    </message>
    <message>
        <source>{0} is out of range: expected {1} to {2}</source>
        <translation>{0} 超出范围：应在 {1} 到 {2} 之间</translation>
    </message>
    <message>
        <source>the pieces of &quot;{0}&quot; are numbered with a gap: {1} is missing</source>
        <translation>&quot;{0}&quot; 的块编号有间断：缺少 {1}</translation>
    </message>
    <message>
        <source>the metric makes {0} moves; a puzzle may have at most {1}</source>
        <translation>该度量产生 {0} 个走法；一个谜题最多只能有 {1} 个</translation>
    </message>
    <message>
        <source>two moves are called &quot;{0}&quot;</source>
        <translation>有两个走法都叫 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>a KPuzzle definition is one JSON object, not {0}</source>
        <translation>KPuzzle 定义应为一个 JSON 对象，而不是 {0}</translation>
    </message>
    <message>
        <source>unknown key &quot;{0}&quot;</source>
        <translation>未知的键 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>an orbit without a name</source>
        <translation>有一个轨道没有名字</translation>
    </message>
    <message>
        <source>the orbit &quot;{0}&quot; is defined twice</source>
        <translation>轨道 &quot;{0}&quot; 定义了两次</translation>
    </message>
    <message>
        <source>the puzzle has no orbits</source>
        <translation>谜题没有任何轨道</translation>
    </message>
    <message>
        <source>no orbit is called &quot;{0}&quot;</source>
        <translation>没有名为 &quot;{0}&quot; 的轨道</translation>
    </message>
    <message>
        <source>orientationMod of the orbit &quot;{0}&quot; is read when each entry is 0 or the orbit&apos;s number of orientations (every turn counts) or 1 (turns do not count), and alike pieces have the same</source>
        <translation>轨道 &quot;{0}&quot; 的 orientationMod 只有每项为 0 或该轨道的朝向数（每次转动都计数）或 1（转动不计），且相同的块取值相同时才能读取</translation>
    </message>
    <message>
        <source>the puzzle has no moves</source>
        <translation>谜题没有任何走法</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; cannot be a move&apos;s name (empty, or with spaces)</source>
        <translation>&quot;{0}&quot; 不能作为走法的名字（为空或含有空格）</translation>
    </message>
    <message>
        <source>the move &quot;{0}&quot; does not move the pieces of the orbit &quot;{1}&quot; as a permutation</source>
        <translation>走法 &quot;{0}&quot; 对轨道 &quot;{1}&quot; 的块不是一个置换</translation>
    </message>
    <message>
        <source>the derived move &quot;{0}&quot; is not a plain sequence of moves: &quot;{1}&quot; is not a move</source>
        <translation>派生走法 &quot;{0}&quot; 不是单纯的走法序列：&quot;{1}&quot; 不是走法</translation>
    </message>
    <message>
        <source>move &apos;{0}&apos; does not exist</source>
        <translation>走法 &apos;{0}&apos; 不存在</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is a sequence through the rotation &apos;{1}&apos;, and rotations are not played</source>
        <translation>&apos;{0}&apos; 是经过整体转动 &apos;{1}&apos; 的序列，而整体转动不会被执行</translation>
    </message>
    <message>
        <source>the sequence plays more than {0} moves</source>
        <translation>该序列要执行超过 {0} 步</translation>
    </message>
    <message>
        <source>the move &apos;{0}&apos; cannot be played there</source>
        <translation>走法 &apos;{0}&apos; 在那里无法执行</translation>
    </message>
    <message>
        <source>cell {0}: the stickers of the piece {1} are not one of the puzzle&apos;s pieces turned (a piece is never mirrored, and each is there as often as in start)</source>
        <translation>格 {0}：块 {1} 的贴纸不是本谜题某一块转动后的样子（块不能镜像翻转，且每种块出现的次数须与 start 相同）</translation>
    </message>
    <message>
        <source>goal cell {0}: the cells of the piece {1} must all be free or show one of the puzzle&apos;s pieces turned</source>
        <translation>目标格 {0}：块 {1} 的各格必须全部不限，或显示本谜题某一块转动后的样子</translation>
    </message>
    <message>
        <source>a puzzle with pieces needs a goal of values, not of uniform cells</source>
        <translation>有块的谜题需要按值给出的目标，不能用同色格目标</translation>
    </message>
    <message>
        <source>the move {0} carries the stickers of the piece {1} onto more than one piece (a move turns whole pieces)</source>
        <translation>走法 {0} 把块 {1} 的贴纸带到了不止一个块上（走法只能整块转动）</translation>
    </message>
    <message>
        <source>the move {0} reverses the order of the piece {1}&apos;s stickers (a piece is turned, never mirrored)</source>
        <translation>走法 {0} 颠倒了块 {1} 的贴纸顺序（块只能转动，不能镜像翻转）</translation>
    </message>
    <message>
        <source>the piece {0} shows the same stickers when turned, so its twist cannot be seen: give its stickers different labels</source>
        <translation>块 {0} 转动后贴纸看起来不变，因此看不出它的朝向：请给它的贴纸不同的标签</translation>
    </message>
    <message>
        <source>a puzzle with pieces needs a values goal (or anyOf values goals), not uniform</source>
        <translation>有块的谜题需要 values 目标（或由 values 目标组成的 anyOf），不能用 uniform</translation>
    </message>
    <message>
        <source>the cells of the piece {0} must all be null or show one of start&apos;s pieces, turned, not mirrored</source>
        <translation>块 {0} 的各格必须全部为 null，或显示 start 中某一块转动（而非镜像）后的样子</translation>
    </message>
    <message>
        <source>the cells of the piece {0} do not show one of start&apos;s pieces turned (a piece is never mirrored, and each is there as often as in start)</source>
        <translation>块 {0} 的各格不是 start 中某一块转动后的样子（块不能镜像翻转，且每种块出现的次数须与 start 相同）</translation>
    </message>
    <message>
        <source>the goal fixes a piece but leaves its twist free (or the other way round); a format 1 definition fixes or frees whole pieces</source>
        <translation>目标固定了某一块却不限定它的朝向（或反过来）；格式 1 的定义只能整块固定或整块不限</translation>
    </message>
    <message>
        <source>as stickers the puzzle would need {0} labels; format 1 allows 256</source>
        <translation>写成贴纸时这个谜题需要 {0} 个标签；格式 1 最多允许 256 个</translation>
    </message>
    <message>
        <source>{0} of memory is needed, and tables kept for other solves hold {2} that they cannot let go of now: together more than the limit of {1}</source>
        <translation>需要 {0} 内存，而为其他求解保留的表占用了 {2}，此刻无法释放：两者合计超过了 {1} 的上限</translation>
    </message>
</context>
<context>
    <name>pl::Progress</name>
    <message>
        <source>searching</source>
        <translation>搜索中</translation>
    </message>
    <message>
        <source>breadth-first search</source>
        <translation>广度优先搜索</translation>
    </message>
    <message>
        <source>building table</source>
        <translation>正在建表</translation>
    </message>
    <message>
        <source>searching bound {0}</source>
        <translation>搜索界限 {0}</translation>
    </message>
    <message>
        <source>enumerating move counts</source>
        <translation>正在枚举步数组合</translation>
    </message>
    <message>
        <source>counting every board</source>
        <translation>正在统计所有盘面</translation>
    </message>
</context>
<context>
    <name>pl::PuzzleDocument</name>
    <message>
        <source>Move %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Apply solution (1 move)</source>
        <translation>应用解答（1 步）</translation>
    </message>
    <message>
        <source>Apply solution (%1 moves)</source>
        <translation>应用解答（%1 步）</translation>
    </message>
</context>
<context>
    <name>pl::PuzzleFacts</name>
    <message numerus="yes">
        <source>dials: each cell shows one of %n values</source>
        <translation>
            <numerusform>转盘：每个格子显示 %n 个值之一</numerusform>
        </translation>
    </message>
    <message>
        <source>permutation: each move carries the pieces along cycles of cells</source>
        <translation>置换：每个走法让棋子沿格子的循环移动</translation>
    </message>
    <message>
        <source>sliding: a tile next to the empty square slides into it</source>
        <translation>滑块：与空格相邻的方块可以滑入空格</translation>
    </message>
    <message numerus="yes">
        <source>%n different tiles: %1</source>
        <translation>
            <numerusform>%n 个不同的方块：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different pieces: %1</source>
        <translation>
            <numerusform>%n 个不同的棋子：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of label %2</source>
        <translation>标签 %2 共 %1 个</translation>
    </message>
    <message numerus="yes">
        <source>%n pieces: %1 each of labels %2</source>
        <translation>
            <numerusform>%n 个棋子：标签 %2 各 %1 个</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pieces: %1</source>
        <translation>
            <numerusform>%n 个棋子：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>and the empty square (label %1)</source>
        <translation>以及空格（标签 %1）</translation>
    </message>
    <message>
        <source>each move counts 1</source>
        <translation>每个走法计为 1 步</translation>
    </message>
    <message>
        <source>each move of the definition and its inverse (&apos;) count 1 each</source>
        <translation>定义中的每个走法及其逆走法（&apos;）各计为 1 步</translation>
    </message>
    <message>
        <source>each move of the definition and each of its powers (X2, X&apos;) count 1 each</source>
        <translation>定义中的每个走法及其每个幂（X2、X&apos;）各计为 1 步</translation>
    </message>
    <message>
        <source>up</source>
        <translation>上</translation>
    </message>
    <message>
        <source>down</source>
        <translation>下</translation>
    </message>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>%1 (default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <source>does not fit: it would need %1, more than the limit of %2</source>
        <translation>不适用：需要 %1，超过上限 %2</translation>
    </message>
    <message>
        <source>does not fit: %1</source>
        <translation>不适用：%1</translation>
    </message>
    <message>
        <source>tables of %1</source>
        <translation>需要 %1 的表</translation>
    </message>
    <message>
        <source>a breadth-first search per position; memory grows with the answer&apos;s length</source>
        <translation>对每个局面做一次广度优先搜索；内存随答案长度增长</translation>
    </message>
    <message>
        <source>solves the move-count equations; no tables</source>
        <translation>求解走法次数的方程组；不需要表</translation>
    </message>
    <message>
        <source>IDA* with pattern databases within the memory limit</source>
        <translation>IDA*，使用内存上限以内的模式数据库</translation>
    </message>
    <message>
        <source>a table of every position</source>
        <translation>所有局面的表</translation>
    </message>
    <message>
        <source>made for this puzzle</source>
        <translation>专为这个谜题编写</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 × 10%2</source>
        <translation>%1 × 10%2</translation>
    </message>
    <message>
        <source>more than %1 × 10%2</source>
        <translation>超过 %1 × 10%2</translation>
    </message>
    <message>
        <source>every cell at %1</source>
        <translation>每个格子都为 %1</translation>
    </message>
    <message>
        <source>the position %1</source>
        <translation>局面 %1</translation>
    </message>
    <message>
        <source>%1 of the %2 cells as given, the others any (·): %3</source>
        <translation>%2 个格子中有 %1 个如给定，其余任意（·）：%3</translation>
    </message>
    <message>
        <source>cells %1 all hold one label, any label</source>
        <translation>格子 %1 全为同一个标签（任意标签）</translation>
    </message>
    <message numerus="yes">
        <source>one of %n goals:</source>
        <translation>
            <numerusform>%n 个目标之一：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>……还有 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>格子</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>走法</translation>
    </message>
    <message numerus="yes">
        <source>%n: %1</source>
        <translation>
            <numerusform>%n：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>度量</translation>
    </message>
    <message>
        <source>each move counts 1; a move is named after the way the empty square travels</source>
        <translation>每个走法计为 1 步；走法以空格移动的方向命名</translation>
    </message>
    <message>
        <source>Move order</source>
        <translation>走法顺序</translation>
    </message>
    <message>
        <source>%1: among equally short answers, the first in this order is given</source>
        <translation>%1：在同样短的答案中，给出按此顺序最先的一个</translation>
    </message>
    <message>
        <source>The goal can be edited.</source>
        <translation>目标可以编辑。</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>局面数</translation>
    </message>
    <message>
        <source>every setting of the cells, solvable or not</source>
        <translation>格子的所有取值，无论能否解开</translation>
    </message>
    <message>
        <source>every rearrangement of the start, solvable or not</source>
        <translation>初始局面的所有重新排列，无论能否解开</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>a breadth-first search per position; %1</source>
        <translation>对每个局面做一次广度优先搜索；%1</translation>
    </message>
</context>
<context>
    <name>pl::PuzzleNames</name>
    <message>
        <source>The Clocks</source>
        <translation>时钟问题</translation>
    </message>
    <message>
        <source>Nine clocks, nine moves: turn every hand to 12 o&apos;clock (IOI 1994).</source>
        <translation>九个时钟，九种操作：把所有指针拨到 12 点（IOI 1994）。</translation>
    </message>
    <message>
        <source>Magic Squares</source>
        <translation>魔板</translation>
    </message>
    <message>
        <source>A 2x4 board of tiles and three moves A, B, C (USACO).</source>
        <translation>2x4 的方块棋盘和 A、B、C 三种操作（USACO）。</translation>
    </message>
    <message>
        <source>The Rotation Game</source>
        <translation>旋转游戏</translation>
    </message>
    <message>
        <source>Slide the lines of a &apos;#&apos; board until the centre shows one label (POJ 2286).</source>
        <translation>滑动“#”形棋盘的各条线，直到中心显示同一个标签（POJ 2286）。</translation>
    </message>
</context>
<context>
    <name>pl::PuzzleSession</name>
    <message>
        <source>Back to move %1 of the solution</source>
        <translation>回到解答的第 %1 步</translation>
    </message>
    <message>
        <source>Open solution</source>
        <translation>打开解答</translation>
    </message>
</context>
<context>
    <name>pl::RotationBoard</name>
    <message>
        <source>Rotation Game board</source>
        <translation>旋转游戏棋盘</translation>
    </message>
    <message>
        <source>Move %1: shift the left column up</source>
        <translation>操作 %1：左列上移</translation>
    </message>
    <message>
        <source>Move %1: shift the right column up</source>
        <translation>操作 %1：右列上移</translation>
    </message>
    <message>
        <source>Move %1: shift the left column down</source>
        <translation>操作 %1：左列下移</translation>
    </message>
    <message>
        <source>Move %1: shift the right column down</source>
        <translation>操作 %1：右列下移</translation>
    </message>
    <message>
        <source>Move %1: shift the top row left</source>
        <translation>操作 %1：上行左移</translation>
    </message>
    <message>
        <source>Move %1: shift the bottom row left</source>
        <translation>操作 %1：下行左移</translation>
    </message>
    <message>
        <source>Move %1: shift the top row right</source>
        <translation>操作 %1：上行右移</translation>
    </message>
    <message>
        <source>Move %1: shift the bottom row right</source>
        <translation>操作 %1：下行右移</translation>
    </message>
    <message>
        <source>Cell %1 (centre): label %2.</source>
        <translation>格子 %1（中心）：标签 %2。</translation>
    </message>
    <message>
        <source>Cell %1: label %2.</source>
        <translation>格子 %1：标签 %2。</translation>
    </message>
    <message>
        <source>Click to paint label %1, right-click to go back one label.</source>
        <translation>单击涂上标签 %1，右键单击退回一个标签。</translation>
    </message>
    <message>
        <source>Click to change the label 1 → 2 → 3, right-click to go back.</source>
        <translation>单击按 1 → 2 → 3 更改标签，右键单击退回。</translation>
    </message>
    <message>
        <source>Cycle: clicking a cell changes its label 1 → 2 → 3 → 1</source>
        <translation>循环：单击格子使其标签按 1 → 2 → 3 → 1 变化</translation>
    </message>
    <message>
        <source>Paint label %1: clicking a cell sets it to %1</source>
        <translation>涂色标签 %1：单击格子将其设为 %1</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>涂色</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>循环</translation>
    </message>
    <message>
        <source>1 → 2 → 3</source>
        <translation>1 → 2 → 3</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>计数</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>✓ Eight of each label</source>
        <translation>✓ 每个标签各八个</translation>
    </message>
</context>
<context>
    <name>pl::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>No puzzle is chosen.</source>
        <translation>没有选择谜题。</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>规则：%1</translation>
    </message>
    <message>
        <source>key %1, in the library</source>
        <translation>键 %1，内置于谜题库</translation>
    </message>
    <message>
        <source>key %1, from %2</source>
        <translation>键 %1，来自 %2</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>The definition does not say; the facts below tell what the moves and the goal are.</source>
        <translation>定义中没有说明；下面的信息列出了走法和目标。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>In this window a move is shown as an arrow the way the tile goes, with the move&apos;s name beside it: →L slides a tile right, as the empty square goes left. The arrow keys move a tile the same way.</source>
        <translation>在本窗口中，每一步显示为方块移动方向的箭头，旁边是这一步的名称：→L 表示方块向右滑，即空格向左移。方向键也按同样的方向移动方块。</translation>
    </message>
</context>
<context>
    <name>pl::SafeSave</name>
    <message>
        <source>No file name was given.</source>
        <translation>没有给出文件名。</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a file.</source>
        <translation>“%1”是文件夹，不是文件。</translation>
    </message>
    <message>
        <source>Could not create “%1”: %2</source>
        <translation>无法创建“%1”：%2</translation>
    </message>
    <message>
        <source>Could not write “%1”: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>Could not write all of “%1”; the disk may be full.</source>
        <translation>无法完整写入“%1”；磁盘可能已满。</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2</source>
        <translation>无法保存“%1”：%2</translation>
    </message>
    <message>
        <source>“%1” is a pipe or a socket, not a file.</source>
        <translation>“%1”是管道或套接字，不是文件。</translation>
    </message>
</context>
<context>
    <name>pl::SavedGames</name>
    <message>
        <source>the file is %1 bytes, more than a saved game can be</source>
        <translation>文件有 %1 字节，超过了保存的对局的上限</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>line %1: this is not a PuzzleLab saved game (it starts with “%2”, not “%3”)</source>
        <translation>第 %1 行：这不是 PuzzleLab 保存的对局（开头是“%2”，而不是“%3”）</translation>
    </message>
    <message>
        <source>“%1” is not a whole number from 0 to %2</source>
        <translation>“%1”不是 0 到 %2 之间的整数</translation>
    </message>
    <message>
        <source>“%1” is not a “key: value” line</source>
        <translation>“%1”不是“键: 值”形式的行</translation>
    </message>
    <message>
        <source>the file names no puzzle before this line</source>
        <translation>文件在这一行之前没有指明谜题</translation>
    </message>
    <message>
        <source>a second puzzle line</source>
        <translation>第二个 puzzle 行</translation>
    </message>
    <message>
        <source>the puzzle “%1” is not among the puzzles of this window</source>
        <translation>谜题“%1”不在本窗口的谜题之中</translation>
    </message>
    <message>
        <source>the start comes after the first step</source>
        <translation>start 行出现在第一步之后</translation>
    </message>
    <message>
        <source>this puzzle&apos;s goal cannot be set</source>
        <translation>这个谜题的目标不能设置</translation>
    </message>
    <message>
        <source>a move line holds one move</source>
        <translation>move 行只能有一步</translation>
    </message>
    <message>
        <source>these moves cannot be played from the position before them</source>
        <translation>这些步无法从它们之前的局面走出</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>编辑</translation>
    </message>
    <message>
        <source>a set-goal line belongs right after a set line of a puzzle whose goal can be set</source>
        <translation>set-goal 行只能紧跟在可设置目标的谜题的 set 行之后</translation>
    </message>
    <message>
        <source>a name line belongs right after a step</source>
        <translation>name 行只能紧跟在一步之后</translation>
    </message>
    <message>
        <source>playing is “yes” or “no”</source>
        <translation>playing 只能是“yes”或“no”</translation>
    </message>
    <message>
        <source>unknown key “%1”</source>
        <translation>未知的键“%1”</translation>
    </message>
    <message>
        <source>%1 steps are done, but the file has only %2</source>
        <translation>已完成 %1 步，但文件只有 %2 步</translation>
    </message>
    <message>
        <source>the game started after the last step done</source>
        <translation>对局开始于最后完成的一步之后</translation>
    </message>
    <message>
        <source>the file has no %1 line</source>
        <translation>文件没有 %1 行</translation>
    </message>
</context>
<context>
    <name>pl::SessionView</name>
    <message>
        <source>Solution applied to the position; Undo takes it back.</source>
        <translation>解答已应用到局面；可用“撤销”取消。</translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation>打乱</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
</context>
<context>
    <name>pl::SolutionFiles</name>
    <message>
        <source>Open Solution</source>
        <translation>打开解答</translation>
    </message>
    <message>
        <source>Solution files (*.txt);;All files (*)</source>
        <translation>解答文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot Open Solution</source>
        <translation>无法打开解答</translation>
    </message>
    <message>
        <source>%1

Nothing has been changed.</source>
        <translation>%1

没有做任何更改。</translation>
    </message>
    <message>
        <source>Export Solution</source>
        <translation>导出解答</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <source>%1

The solution has not been lost; you can export it to another place.</source>
        <translation>%1

解答没有丢失；你可以将它导出到其他位置。</translation>
    </message>
    <message>
        <source>Solution copied to the clipboard.</source>
        <translation>解答已复制到剪贴板。</translation>
    </message>
    <message>
        <source>Position copied to the clipboard.</source>
        <translation>局面已复制到剪贴板。</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <source>There is no solution to export yet.</source>
        <translation>还没有可导出的解答。</translation>
    </message>
    <message>
        <source>Solution saved to %1</source>
        <translation>解答已保存到 %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>pasted solution</source>
        <translation>粘贴的解法</translation>
    </message>
    <message>
        <source>That position is already set up.</source>
        <translation>这个局面已经摆好了。</translation>
    </message>
    <message>
        <source>Paste Position</source>
        <translation>粘贴局面</translation>
    </message>
    <message>
        <source>Pasted a position.</source>
        <translation>已粘贴局面。</translation>
    </message>
    <message>
        <source>There is no text to paste.</source>
        <translation>没有可粘贴的文本。</translation>
    </message>
    <message>
        <source>This window has no library to add a puzzle to.</source>
        <translation>此窗口没有可以加入谜题的谜题库。</translation>
    </message>
    <message>
        <source>%1 was saved for an earlier version of this puzzle&apos;s definition; its moves still solve the position today.</source>
        <translation>%1 是为这个谜题定义的早先版本保存的；它的走法在今天仍能解开这个局面。</translation>
    </message>
    <message>
        <source>Paste Moves</source>
        <translation>粘贴走法</translation>
    </message>
    <message>
        <source>Played the pasted moves.</source>
        <translation>已执行粘贴的走法。</translation>
    </message>
</context>
<context>
    <name>pl::SolutionIo</name>
    <message>
        <source>the pasted text contains a NUL byte; it is not plain text</source>
        <translation>粘贴的文本含有 NUL 字节；它不是纯文本</translation>
    </message>
    <message>
        <source>the pasted text has no %1 line</source>
        <translation>粘贴的文本中没有 %1 行</translation>
    </message>
    <message>
        <source>the pasted text is empty or does not start with the header %1</source>
        <translation>粘贴的文本为空，或不以文件头 %1 开头</translation>
    </message>
    <message>
        <source>the key %1 should be %2 (the pasted text has no %3 line)</source>
        <translation>键 %1 应为 %2（粘贴的文本中没有 %3 行）</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a solution file.</source>
        <translation>“%1”是文件夹，不是解答文件。</translation>
    </message>
    <message>
        <source>Could not open “%1”: %2</source>
        <translation>无法打开“%1”：%2</translation>
    </message>
    <message>
        <source>Could not read “%1”: %2</source>
        <translation>无法读取“%1”：%2</translation>
    </message>
    <message>
        <source>“%1” is not a PuzzleLab solution that can be opened: %2</source>
        <translation>“%1”不是可以打开的 PuzzleLab 解答：%2</translation>
    </message>
    <message>
        <source>“%1” is a device or a pipe, not a solution file.</source>
        <translation>“%1”是设备或管道，不是解法文件。</translation>
    </message>
    <message>
        <source>“%1” is not a text file, so it is not a PuzzleLab solution.</source>
        <translation>“%1”不是文本文件，因此不是 PuzzleLab 解答。</translation>
    </message>
    <message>
        <source>There is no solution to save.</source>
        <translation>没有可保存的解答。</translation>
    </message>
    <message>
        <source>the puzzle “%1” is not among the puzzles of this window</source>
        <translation>谜题“%1”不在本窗口的谜题之中</translation>
    </message>
    <message>
        <source>the pasted text is %1 bytes long; a solution is at most 1 MiB</source>
        <translation>粘贴的文本长 %1 字节；解答最多 1 MiB</translation>
    </message>
    <message>
        <source>the pasted text is UTF-16 text; paste it as UTF-8</source>
        <translation>粘贴的文本是 UTF-16 文本；请以 UTF-8 粘贴</translation>
    </message>
    <message>
        <source>the pasted text does not start with the header &apos;PuzzleLab solution 1&apos;</source>
        <translation>粘贴的文本不是以标题行 &apos;PuzzleLab solution 1&apos; 开头</translation>
    </message>
    <message>
        <source>the pasted text has no &apos;%1:&apos; line</source>
        <translation>粘贴的文本中没有 &apos;%1:&apos; 行</translation>
    </message>
</context>
<context>
    <name>pl::SolutionPanel</name>
    <message>
        <source>No solution yet</source>
        <translation>尚无解答</translation>
    </message>
    <message>
        <source>Set up a position and press Solve.</source>
        <translation>设置一个局面，然后按“求解”。</translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1，深度 %2</translation>
    </message>
    <message>
        <source>%1
%2 nodes in %3</source>
        <translation>%1
%3 内搜索了 %2 个节点</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Move %1/%2</source>
        <translation>第 %1/%2 步</translation>
    </message>
    <message>
        <source>%1 (stopped)</source>
        <translation>%1（已停止）</translation>
    </message>
    <message>
        <source>%1 (table built in %2)</source>
        <translation>%1（建表用时 %2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>立即</translation>
    </message>
    <message>
        <source>%1&#xa0;ms</source>
        <translation>%1&#xa0;毫秒</translation>
    </message>
    <message>
        <source>Moves appear without animation</source>
        <translation>步骤立即显示，不播放动画</translation>
    </message>
    <message>
        <source>Each move takes %1 ms</source>
        <translation>每步用时 %1 毫秒</translation>
    </message>
    <message>
        <source>%1&#xa0;s</source>
        <translation>%1&#xa0;秒</translation>
    </message>
    <message>
        <source>%1 (tables read from the cache in %2)</source>
        <translation>%1（从缓存读取表用时 %2）</translation>
    </message>
</context>
<context>
    <name>pl::SolveService</name>
    <message>
        <source>%1 (default)</source>
        <translation>%1（默认）</translation>
    </message>
    <message>
        <source>%1 (may run out of memory)</source>
        <translation>%1（可能内存不足）</translation>
    </message>
    <message>
        <source>%1
On this puzzle: %2</source>
        <translation>%1
在这个谜题上：%2</translation>
    </message>
    <message>
        <source>The engine found no answer.</source>
        <translation>引擎没有找到答案。</translation>
    </message>
</context>
<context>
    <name>pl::StateSpaceChart</name>
    <message>
        <source>positions</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Positions per distance</source>
        <translation>每个距离的局面数</translation>
    </message>
    <message>
        <source>%1G</source>
        <translation>%1G</translation>
    </message>
    <message>
        <source>%1M</source>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1k</source>
        <translation>%1k</translation>
    </message>
    <message>
        <source>1 move from solved</source>
        <translation>距离解 1 步</translation>
    </message>
    <message>
        <source>%1 moves from solved</source>
        <translation>距离解 %1 步</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %)</source>
        <translation>%1 %2（%3 %）</translation>
    </message>
    <message>
        <source>The hardest distance.</source>
        <translation>最远的距离。</translation>
    </message>
    <message>
        <source>Click to load one of them.</source>
        <translation>单击载入其中一个。</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>没有数据</translation>
    </message>
    <message>
        <source>hardest: %1</source>
        <translation>最难：%1</translation>
    </message>
    <message>
        <source>Moves from solved</source>
        <translation>距离解的步数</translation>
    </message>
    <message>
        <source>%1 (log scale)</source>
        <translation>%1（对数刻度）</translation>
    </message>
</context>
<context>
    <name>pl::StateSpaceDialog</name>
    <message>
        <source>1 move</source>
        <translation>1 步</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>State Space — %1</source>
        <translation>状态空间 — %1</translation>
    </message>
    <message>
        <source>How far is every position from solved?</source>
        <translation>每个局面距离解有多远？</translation>
    </message>
    <message>
        <source>Bar chart; arrow keys choose a bar, Enter loads a position.</source>
        <translation>柱状图；方向键选择柱，回车键载入局面。</translation>
    </message>
    <message>
        <source>Every board (%1)</source>
        <translation>所有棋盘（%1）</translation>
    </message>
    <message>
        <source>Load one of the hardest positions.</source>
        <translation>载入最难的局面之一。</translation>
    </message>
    <message>
        <source>Click a bar to load a random position at that distance.</source>
        <translation>单击一个柱，载入该距离的随机局面。</translation>
    </message>
    <message>
        <source>patterns</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>pattern</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>boards</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Each of the 4⁹ = 262,144 settings of the nine clocks has exactly one shortest solution. The bars count the settings by the number of moves it takes. Click a bar to set up a random position at that distance.</source>
        <translation>九个时钟的 4⁹ = 262,144 种设置各有唯一的最短解。柱状图按所需步数统计这些设置。单击一个柱，设置该距离的随机局面。</translation>
    </message>
    <message>
        <source>All 8! = 40,320 arrangements of the tiles can reach the target. The bars count the boards by the number of moves they need to reach it. Click a bar to set up a random board at that distance.</source>
        <translation>方块的全部 8! = 40,320 种排列都能到达目标。柱状图按到达目标所需的步数统计这些盘面。单击一个柱，设置该距离的随机盘面。</translation>
    </message>
    <message>
        <source>Whether the centre is filled depends only on where one label&apos;s eight pieces are, so the exact table covers the C(24, 8) = 735,471 single-label patterns. The bars count patterns by the moves they need; a board needs the smallest of its three labels&apos; counts, so no board needs 14. Click a bar for a board with one label that far away.</source>
        <translation>中心能否填满只取决于某一个标签的八个棋子的位置，因此精确表涵盖 C(24, 8) = 735,471 种单标签模式。柱状图按所需步数统计模式；一个棋盘所需的步数是其三个标签中最小的那个，因此没有棋盘需要 14 步。单击一个柱，得到一个有某标签在该距离的棋盘。</translation>
    </message>
    <message>
        <source>Every one of the 24!/(8!)³ = 9,465,511,770 boards, counted by the number of moves it needs (the census). Click a bar for a random board at that distance.</source>
        <translation>全部 24!/(8!)³ = 9,465,511,770 个棋盘，按所需步数统计（普查）。单击一个柱，得到该距离的随机棋盘。</translation>
    </message>
    <message>
        <source>%1 %2 · hardest: %3 (%4 %5) · average: %6 moves</source>
        <translation>%1 %2 · 最难：%3（%4 %5）· 平均：%6 步</translation>
    </message>
    <message>
        <source>No position lies %1 from solved.</source>
        <translation>没有距离解 %1 的局面。</translation>
    </message>
    <message>
        <source>Could not find a position %1 from solved; try again.</source>
        <translation>找不到距离解 %1 的局面；请再试一次。</translation>
    </message>
    <message>
        <source>Loaded a board whose %1 pieces are %2 from the centre; the board itself needs %3, because another label gets there sooner.</source>
        <translation>已载入一个棋盘，其标签 %1 的棋子距离中心 %2；棋盘本身需要 %3，因为另一个标签更快到达。</translation>
    </message>
    <message>
        <source>Loaded a board whose %1 pieces are %2 from the centre (and no label is closer).</source>
        <translation>已载入一个棋盘，其标签 %1 的棋子距离中心 %2（没有更近的标签）。</translation>
    </message>
    <message>
        <source>Loaded a position %1 from solved, one of %2.</source>
        <translation>已载入一个距离解 %1 的局面，共有 %2 个。</translation>
    </message>
    <message>
        <source>Loaded one of the hardest positions: %1 from solved.</source>
        <translation>已载入最难的局面之一：距离解 %1。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>Counting all %1 boards on every core…</source>
        <translation>正在所有核心上统计全部 %1 个棋盘…</translation>
    </message>
    <message>
        <source>&amp;Count Every Board</source>
        <translation>统计所有棋盘(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Count Again</source>
        <translation>再次统计(&amp;C)</translation>
    </message>
    <message>
        <source>Count every board (below) to chart all of them.</source>
        <translation>统计所有棋盘（见下方）即可绘出全部棋盘的图表。</translation>
    </message>
    <message>
        <source>Chart the single-label patterns or every board.</source>
        <translation>绘出单标签模式或所有棋盘的图表。</translation>
    </message>
    <message>
        <source>Not counted yet</source>
        <translation>尚未统计</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>All %1 boards were counted earlier; the result is kept, so it is shown without counting again.</source>
        <translation>全部 %1 个棋盘之前已统计过；结果已保存，因此无需再次统计即可显示。</translation>
    </message>
    <message>
        <source>Counting every board takes several seconds on all cores. The result is remembered.</source>
        <translation>统计所有棋盘需要在所有核心上运行几秒钟。结果会被保存。</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2 boards counted · %3</source>
        <translation>已统计 %2 个棋盘中的 %1 个 · %3</translation>
    </message>
    <message>
        <source>Stopped after %1; nothing was kept.</source>
        <translation>在 %1 后停止；没有保留任何结果。</translation>
    </message>
    <message>
        <source>Counted %1 boards in %2, but that is not every board; the result was not kept.</source>
        <translation>在 %2 内统计了 %1 个棋盘，但并非全部棋盘；结果未保留。</translation>
    </message>
    <message>
        <source>Counted all %1 boards in %2.</source>
        <translation>在 %2 内统计了全部 %1 个棋盘。</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Stopped after %1; the chart still shows the earlier count of every board.</source>
        <translation>在 %1 后停止；图表仍显示之前对所有棋盘的统计。</translation>
    </message>
    <message>
        <source>Counting the positions…</source>
        <translation>正在统计局面…</translation>
    </message>
    <message>
        <source>Looking for a position %1 from solved…</source>
        <translation>正在寻找离解开 %1 步的局面…</translation>
    </message>
    <message>
        <source>Looking for one of the hardest positions…</source>
        <translation>正在寻找一个最难的局面…</translation>
    </message>
    <message>
        <source>The bars count the positions that can be reached by the number of moves their shortest solution takes. Click a bar to set up a random position at that distance.</source>
        <translation>柱状图按最短解所需的步数统计可到达的局面。单击一个柱，设置该距离的随机局面。</translation>
    </message>
    <message>
        <source>Single-label patterns</source>
        <translation>单标签模式</translation>
    </message>
    <message>
        <source>Patterns</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Whether a board is solved depends only on part of it, so the exact table counts those patterns rather than every board. The bars count patterns by the moves they need. Click a bar for a board with such a pattern.</source>
        <translation>棋盘是否已解只取决于它的一部分，因此精确表统计的是这些模式，而不是每个棋盘。柱状图按所需步数统计模式。单击一个柱，得到一个具有该模式的棋盘。</translation>
    </message>
    <message>
        <source>Every one of the %1 boards, counted by the number of moves it needs (the census). Click a bar for a random board at that distance.</source>
        <translation>全部 %1 个棋盘，按所需步数统计（普查）。单击一个柱，得到该距离的随机棋盘。</translation>
    </message>
</context>
<context>
    <name>pl::TableCacheDialog</name>
    <message>
        <source>Table Cache</source>
        <translation>表缓存</translation>
    </message>
    <message>
        <source>Tables of 256 KiB or more (pattern databases, distance tables) are kept on disk, so that the next Solve of the same puzzle starts at once, in this session or the next. A damaged file is built again, never trusted.</source>
        <translation>256 KiB 及以上的表（模式数据库、距离表）会保存在磁盘上，这样无论在本次还是下次运行中，再次求解同一谜题都能立即开始。损坏的文件会重新构建，绝不会被直接采用。</translation>
    </message>
    <message>
        <source>&amp;Keep tables on disk</source>
        <translation>在磁盘上保存表(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Empty the Cache</source>
        <translation>清空缓存(&amp;E)</translation>
    </message>
    <message>
        <source>The cache is empty.</source>
        <translation>缓存为空。</translation>
    </message>
    <message>
        <source>1 table, %1</source>
        <translation>1 个表，%1</translation>
    </message>
    <message>
        <source>%1 tables, %2</source>
        <translation>%1 个表，%2</translation>
    </message>
    <message>
        <source>Some tables could not be deleted from %1.</source>
        <translation>%1 中有些表无法删除。</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <source>Holds:</source>
        <translation>内容：</translation>
    </message>
    <message>
        <source>none on this system: tables are built at every start</source>
        <translation>此系统上没有：每次启动都会重新构建表</translation>
    </message>
    <message>
        <source>Use the &amp;largest tables</source>
        <translation>使用最大的表(&amp;L)</translation>
    </message>
    <message>
        <source>The 15-puzzle then also gets databases of 7 and 8 tiles (550 MiB on disk): its hardest positions take seconds instead of tens of seconds. The 3x3x3 gets a database of all its corners, databases of its edges and the table of Kociemba&apos;s first phase (1.3 GB): a position 16 moves from solved takes about ten seconds, a random one (17 or 18 moves) still minutes or more. The first Solve builds them for a few minutes and needs up to 1.7 GB of memory; kept on disk, they are read in a few seconds after that.</source>
        <translation>这样 15 数码还会得到 7 块和 8 块的数据库（磁盘上 550 MiB）：它最难的局面只需几秒，而不是几十秒。三阶魔方会得到全部角块的数据库、棱块的数据库和 Kociemba 第一阶段的表（1.3 GB）：离复原 16 步的局面约需十秒，随机局面（17 或 18 步）仍需几分钟或更久。第一次求解要花几分钟构建它们，并需要最多 1.7 GB 内存；保存在磁盘上之后，读取它们只需几秒。</translation>
    </message>
    <message>
        <source>In memory:</source>
        <translation>内存中：</translation>
    </message>
    <message>
        <source>No tables now; the whole program may hold %1.</source>
        <translation>现在没有表；整个程序最多可占用 %1。</translation>
    </message>
    <message>
        <source>%1 of tables, of the %2 the whole program may hold; the least recently used go first when a solve needs room.</source>
        <translation>表占用 %1，整个程序最多可占用 %2；求解需要空间时，最久未用的表先被释放。</translation>
    </message>
</context>
<context>
    <name>pl::TableWorker</name>
    <message>
        <source>There is not enough memory for the table.</source>
        <translation>内存不足，无法建立表。</translation>
    </message>
    <message>
        <source>The table stopped with an error: %1</source>
        <translation>建表因错误而停止：%1</translation>
    </message>
    <message>
        <source>No puzzle was named.</source>
        <translation>没有指定谜题。</translation>
    </message>
    <message>
        <source>This puzzle has no pattern boards.</source>
        <translation>这个谜题没有模式棋盘。</translation>
    </message>
    <message>
        <source>No moves lead from this position to the goal.</source>
        <translation>从这个局面出发，没有任何走法能到达目标。</translation>
    </message>
    <message>
        <source>The search found no answer.</source>
        <translation>搜索没有找到答案。</translation>
    </message>
</context>
<context>
    <name>pl::UserGuideDialog</name>
    <message>
        <source>PuzzleLab User Guide</source>
        <translation>PuzzleLab 用户指南</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>用户指南</translation>
    </message>
    <message>
        <source>The guide could not be read from the program&apos;s resources.</source>
        <translation>无法从程序资源中读取指南。</translation>
    </message>
    <message>
        <source>Find in the guide (Enter: next)</source>
        <translation>在指南中查找（回车：下一个）</translation>
    </message>
    <message>
        <source>This guide is in English.</source>
        <translation>本指南为英文。</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>用户指南(&amp;G)</translation>
    </message>
    <message>
        <source>The handbook: every menu, playing, solving, writing a puzzle</source>
        <translation>手册：每个菜单、游玩、求解、编写谜题</translation>
    </message>
</context>
<context>
    <name>pl::ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Show &amp;Library</source>
        <translation>显示谜题库(&amp;L)</translation>
    </message>
    <message>
        <source>Show or hide the list of puzzles</source>
        <translation>显示或隐藏谜题列表</translation>
    </message>
    <message>
        <source>Show &amp;Solution Panel</source>
        <translation>显示解答面板(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the panel with the engine, the solution and playback</source>
        <translation>显示或隐藏包含引擎、解答和回放的面板</translation>
    </message>
</context>
<context>
    <name>pl::WatchDetails</name>
    <message>
        <source>(none: the start)</source>
        <translation>（无：起点）</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>序号 %1</translation>
    </message>
    <message>
        <source>Cantor code %1 = %2 (each digit: how many later cells hold a smaller value)</source>
        <translation>康托编码 %1 = %2（每一位：其后的格子中有几个较小的值）</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>路径：%1</translation>
    </message>
    <message>
        <source>Taken from the queue at depth %1.</source>
        <translation>在深度 %1 从队列中取出。</translation>
    </message>
    <message>
        <source>g = %1 (moves made), h = %2 (at least this many to go), f = g + h = %3</source>
        <translation>g = %1（已走步数），h = %2（至少还需这么多步），f = g + h = %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cut off&lt;/b&gt;: f = %1 is over the bound %2.</source>
        <translation>&lt;b&gt;剪枝&lt;/b&gt;：f = %1 超过界限 %2。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The goal&lt;/b&gt;, within the bound: the answer.</source>
        <translation>&lt;b&gt;目标&lt;/b&gt;，在界限之内：这就是答案。</translation>
    </message>
    <message>
        <source>Nodes: %1</source>
        <translation>节点：%1</translation>
    </message>
    <message>
        <source>Cut off by the bound: %1</source>
        <translation>被界限剪去：%1</translation>
    </message>
    <message>
        <source>Left out by the move rules (never undo the last move, a fixed order for moves that commute): %1</source>
        <translation>被走法规则略去（从不撤销上一步，可交换的走法按固定顺序）：%1</translation>
    </message>
    <message>
        <source>Left out as unreachable (the tables say no way on): %1</source>
        <translation>因不可达而略去（表显示无路可走）：%1</translation>
    </message>
    <message>
        <source>Last iteration: bound %1, %2 nodes; next bound %3</source>
        <translation>上一轮迭代：界限 %1，%2 个节点；下一个界限 %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Positions stored: %1 in %2 complete layers</source>
        <translation>已存储的局面：%1，共 %2 个完整的层</translation>
    </message>
    <message>
        <source>Memory: %1</source>
        <translation>内存：%1</translation>
    </message>
    <message>
        <source>Trying counts (%1): %2 moves%3</source>
        <translation>正在尝试的次数（%1）：%2 步%3</translation>
    </message>
    <message>
        <source>, solves it</source>
        <translation>，可以解开</translation>
    </message>
    <message>
        <source>%1 of %2 tried</source>
        <translation>已尝试 %2 个中的 %1 个</translation>
    </message>
    <message>
        <source>Best so far (%1): %2 moves — the fewest moves of any vector that solves it, and among as few the smallest sequence</source>
        <translation>目前最佳（%1）：%2 步 — 在所有能解开的向量中步数最少，步数相同时序列最小</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>Search time: %1 ms (pauses left out)</source>
        <translation>搜索时间：%1 毫秒（不含暂停）</translation>
    </message>
    <message>
        <source>The system modulo %1: a row per cell the goal sets, a column per move; each entry is how far that move turns that cell.</source>
        <translation>模 %1 的方程组：目标所设定的每个格子一行，每种走法一列；每个元素表示该走法把该格子转动多少。</translation>
    </message>
    <message>
        <source>Pivot %1: the smallest entry left, swapped to row %2, column %3.</source>
        <translation>主元 %1：剩余元素中最小的一个，交换到第 %2 行、第 %3 列。</translation>
    </message>
    <message>
        <source>Row %1 and column %2 cleared modulo %3 by subtracting multiples of the pivot (a remainder left over becomes the next, smaller pivot).</source>
        <translation>通过减去主元的倍数，把第 %1 行和第 %2 列在模 %3 下消为零（留下的余数成为下一个更小的主元）。</translation>
    </message>
    <message>
        <source>Diagonal: rank %1 after %2 pivots. Each solvable position has %3 solutions modulo %4 (the kernel).</source>
        <translation>已对角化：经过 %2 个主元后秩为 %1。每个可解的局面在模 %4 下有 %3 个解（核）。</translation>
    </message>
    <message>
        <source>Solution %1 of the kernel tried: counts (%2), %3 moves</source>
        <translation>尝试核中的第 %1 个解：次数（%2），共 %3 步</translation>
    </message>
    <message>
        <source>Best so far (%1): %2 moves — the fewest moves, and among as few the smallest sequence</source>
        <translation>目前最佳（%1）：%2 步 — 步数最少，步数相同时序列最小</translation>
    </message>
    <message>
        <source>Expanded at distance %1 from the goal of the table being built: a table is built backwards from its goal, a layer at a time.</source>
        <translation>在距所建表格的目标 %1 步处展开：表格从它的目标出发向后构建，一次一层。</translation>
    </message>
</context>
<context>
    <name>pl::WatchDialog</name>
    <message>
        <source>Watch the Search — %1</source>
        <translation>观看搜索 — %1</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <source>Let the search go on at the chosen speed</source>
        <translation>让搜索以所选速度继续</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Hold the search where it is</source>
        <translation>让搜索停在当前位置</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <source>Let the search go one event further</source>
        <translation>让搜索再前进一个事件</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一轮(&amp;N)</translation>
    </message>
    <message>
        <source>Run to the end of the next iteration or layer, then pause</source>
        <translation>运行到下一轮迭代或下一层结束，然后暂停</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <source>End the watched search</source>
        <translation>结束所观看的搜索</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>重新开始(&amp;S)</translation>
    </message>
    <message>
        <source>Start the search again</source>
        <translation>重新开始搜索</translation>
    </message>
    <message>
        <source>full speed</source>
        <translation>全速</translation>
    </message>
    <message>
        <source>Save the iterations or layers, with counts and times, as CSV</source>
        <translation>将各轮迭代或各层及其计数和时间保存为 CSV</translation>
    </message>
    <message>
        <source>Save the tree as drawn as a PNG picture</source>
        <translation>将当前绘出的搜索树保存为 PNG 图片</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>Export Trace</source>
        <translation>导出轨迹</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export Tree Picture</source>
        <translation>导出搜索树图片</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>界限</translation>
    </message>
    <message>
        <source>Bound %1</source>
        <translation>界限 %1</translation>
    </message>
    <message>
        <source>Nodes expanded in each iteration, by its bound</source>
        <translation>每轮迭代展开的节点数，按其界限排列</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>Positions found at each depth (complete layers)</source>
        <translation>每个深度找到的局面数（已完成的层）</translation>
    </message>
    <message>
        <source>vectors</source>
        <translation>向量</translation>
    </message>
    <message>
        <source>Moves the vector makes</source>
        <translation>向量所走的步数</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>Move-count vectors tried so far, by how many moves they make</source>
        <translation>到目前为止尝试过的步数向量，按其步数统计</translation>
    </message>
    <message>
        <source>Iterations or layers appear here as the engine reports them</source>
        <translation>引擎报告迭代或层时，它们会显示在这里</translation>
    </message>
    <message numerus="yes">
        <source>%1 found an answer of %n move(s) after %2 events.</source>
        <translation>
            <numerusform>%1 在 %2 个事件后找到了 %n 步的答案。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was stopped after %2 events.</source>
        <translation>%1 在 %2 个事件后被停止。</translation>
    </message>
    <message>
        <source>%1 proved the position unsolvable.</source>
        <translation>%1 证明了该局面无解。</translation>
    </message>
    <message>
        <source>%1 ended without an answer.</source>
        <translation>%1 结束，没有得到答案。</translation>
    </message>
    <message>
        <source>%1 is starting (its tables may take a moment).</source>
        <translation>%1 正在开始（它的表可能需要一点时间）。</translation>
    </message>
    <message>
        <source>Paused after %1 events.</source>
        <translation>在 %1 个事件后暂停。</translation>
    </message>
    <message>
        <source>Running: %1 events.</source>
        <translation>运行中：%1 个事件。</translation>
    </message>
    <message>
        <source>Iteration %1, bound %2.</source>
        <translation>第 %1 轮迭代，界限 %2。</translation>
    </message>
    <message>
        <source>Layer %1 complete.</source>
        <translation>第 %1 层已完成。</translation>
    </message>
    <message>
        <source>%1 of %2 vectors tried.</source>
        <translation>已尝试 %2 个向量中的 %1 个。</translation>
    </message>
    <message>
        <source>An enumeration has no tree: every vector of move counts is tried in turn, like an odometer; the board shows the position the vector tried leads to.</source>
        <translation>枚举没有搜索树：每个步数向量像里程表一样依次尝试；棋盘显示所尝试的向量得到的局面。</translation>
    </message>
    <message>
        <source>This engine tells no single nodes: the chart shows its iterations or layers whole.</source>
        <translation>这个引擎不报告单个节点：图表完整显示它的迭代或层。</translation>
    </message>
    <message>
        <source>The tree is larger than %1 nodes: only its first %1 are drawn; the chart and the counts show the whole search.</source>
        <translation>搜索树超过 %1 个节点：只画出前 %1 个；图表和计数显示整个搜索。</translation>
    </message>
    <message>
        <source>The breadth-first tree: each position under the one it was first reached from, layer by layer; the position taken from the queue ringed in red with its path.</source>
        <translation>广度优先树：每个局面画在它第一次被到达的局面之下，逐层展开；从队列中取出的局面及其路径用红圈标出。</translation>
    </message>
    <message>
        <source>The tree of this iteration: blue expanded, orange cut off by the bound, grey left out by the move rules, green the goal; the path ringed in red.</source>
        <translation>本轮迭代的搜索树：蓝色为已展开，橙色为被界限剪去，灰色为被走法规则略去，绿色为目标；路径用红圈标出。</translation>
    </message>
    <message>
        <source>Side by side &amp;with:</source>
        <translation>并排比较(&amp;W)：</translation>
    </message>
    <message>
        <source>A second engine on the same position, driven by the same buttons: two heuristics side by side</source>
        <translation>在同一局面上运行第二个引擎，由同一组按钮控制：两种启发函数并排比较</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>ida with the Manhattan distance alone</source>
        <translation>只用曼哈顿距离的 ida</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>速度(&amp;D)：</translation>
    </message>
    <message>
        <source>Export Tr&amp;ace…</source>
        <translation>导出轨迹(&amp;A)…</translation>
    </message>
    <message>
        <source>Export Tree P&amp;icture…</source>
        <translation>导出搜索树图片(&amp;I)…</translation>
    </message>
    <message>
        <source>solutions</source>
        <translation>解</translation>
    </message>
    <message>
        <source>Moves the solution makes</source>
        <translation>解所走的步数</translation>
    </message>
    <message>
        <source>Solutions of the system tried so far, by how many moves they make</source>
        <translation>到目前为止尝试过的方程组的解，按其步数统计</translation>
    </message>
    <message>
        <source>Diagonalising the system modulo %1</source>
        <translation>正在对模 %1 的方程组进行对角化</translation>
    </message>
    <message>
        <source>Linear algebra has no tree: the moves commute, so an answer is a count per move, found by diagonalising the system modulo %1 and trying the solutions it leaves.</source>
        <translation>线性代数没有搜索树：走法可以交换，所以答案就是每种走法的次数，通过对模 %1 的方程组对角化并尝试剩下的解求得。</translation>
    </message>
    <message numerus="yes">
        <source>%n pivot(s).</source>
        <translation>
            <numerusform>%n 个主元。</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory of its tables: %1</source>
        <translation>其表所占内存：%1</translation>
    </message>
    <message>
        <source>A table build has no tree: it goes backwards from the goal over the ranks of all positions, a layer at a time; the board shows the position being expanded, and the last layers, where few positions are left, are found by looking from each of them.</source>
        <translation>构建表格没有搜索树：它从目标出发，按所有局面的序号逐层向后推进；棋盘显示正在展开的局面。最后几层剩下的局面很少，改为从每个剩下的局面出发查找。</translation>
    </message>
    <message>
        <source>This engine answered without a search to watch: it looks the answer up in what it worked out once before. Choose another engine to see a search at work.</source>
        <translation>这个引擎的回答没有可观看的搜索：它在先前一次算好的结果中查出答案。请选择另一个引擎来观看搜索的过程。</translation>
    </message>
</context>
<context>
    <name>pl::WatchQueueStrip</name>
    <message>
        <source>The queue: %1 positions waiting; the first of them:</source>
        <translation>队列：%1 个局面在等待；排在最前的几个：</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>路径：%1</translation>
    </message>
</context>
<context>
    <name>pl::WatchTreeView</name>
    <message>
        <source>Click a node to see its position; double-click (or Enter) to load it into the main window. The arrow keys walk the tree, Home returns to the search.</source>
        <translation>单击节点查看其局面；双击（或按回车）将它载入主窗口。方向键在树中移动，Home 键回到搜索所在的节点。</translation>
    </message>
    <message>
        <source>Move %1, depth %2</source>
        <translation>走法 %1，深度 %2</translation>
    </message>
    <message>
        <source>The start</source>
        <translation>起点</translation>
    </message>
    <message>
        <source>g = %1, h = %2, f = %3</source>
        <translation>g = %1，h = %2，f = %3</translation>
    </message>
    <message>
        <source>f = %1</source>
        <translation>f = %1</translation>
    </message>
</context>
<context>
    <name>pl::WindowActions</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Pause the playback</source>
        <translation>暂停回放</translation>
    </message>
    <message>
        <source>Play the solution</source>
        <translation>播放解答</translation>
    </message>
    <message>
        <source>%1 — PuzzleLab</source>
        <translation>%1 — PuzzleLab</translation>
    </message>
    <message>
        <source>%1[*] — %2 — PuzzleLab</source>
        <translation>%1[*] — %2 — PuzzleLab</translation>
    </message>
</context>
<context>
    <name>pl::i18n</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
</context>
</TS>
