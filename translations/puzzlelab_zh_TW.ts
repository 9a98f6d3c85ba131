<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About PuzzleLab</source>
        <translation>關於 PuzzleLab</translation>
    </message>
    <message>
        <source>PuzzleLab icon</source>
        <translation>PuzzleLab 圖示</translation>
    </message>
    <message>
        <source>PuzzleLab</source>
        <translation>PuzzleLab</translation>
    </message>
    <message>
        <source>Shortest-move puzzles, solved optimally.</source>
        <translation>最少步數謎題，求出最佳解。</translation>
    </message>
    <message>
        <source>About the puzzles</source>
        <translation>關於這些謎題</translation>
    </message>
    <message>
        <source>Free software under the MIT licence. Copyright © 2026 the PuzzleLab developers.</source>
        <translation>自由軟體，以 MIT 授權條款發布。版權所有 © 2026 PuzzleLab 開發者。</translation>
    </message>
</context>
<context>
    <name>BatchDialog</name>
    <message>
        <source>Batch Solve</source>
        <translation>批次求解</translation>
    </message>
    <message>
        <source>&amp;Puzzle:</source>
        <translation>謎題(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Open Input…</source>
        <translation>開啟輸入(&amp;O)…</translation>
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
        <translation>評測輸出(&amp;J)</translation>
    </message>
    <message>
        <source>Answers in the judge format</source>
        <translation>評測格式的答案</translation>
    </message>
    <message>
        <source>By &amp;Case</source>
        <translation>依測資(&amp;C)</translation>
    </message>
    <message>
        <source>Answers by case</source>
        <translation>依測資列出的答案</translation>
    </message>
    <message>
        <source>Case</source>
        <translation>測資</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>長度</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>Save &amp;Answers…</source>
        <translation>儲存答案(&amp;A)…</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>謎題</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進度</translation>
    </message>
    <message>
        <source>Cop&amp;y Answers</source>
        <translation>複製答案(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>Compare Engines</source>
        <translation>比較引擎</translation>
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
        <translation>再次執行(&amp;R)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy Table</source>
        <translation>複製表格(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>匯出(&amp;E)…</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>進度</translation>
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
        <translation>棋盤</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
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
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>主工具列</translation>
    </message>
    <message>
        <source>&amp;Open Solution…</source>
        <translation>開啟解答(&amp;O)…</translation>
    </message>
    <message>
        <source>Open an exported solution file</source>
        <translation>開啟匯出的解答檔案</translation>
    </message>
    <message>
        <source>&amp;Export Solution…</source>
        <translation>匯出解答(&amp;E)…</translation>
    </message>
    <message>
        <source>Save the solution as a text file</source>
        <translation>將解答儲存為文字檔案</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy Solution</source>
        <translation>複製解答(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the solution to the clipboard in the export format</source>
        <translation>以匯出格式將解答複製到剪貼簿</translation>
    </message>
    <message>
        <source>Scra&amp;mble</source>
        <translation>打亂(&amp;M)</translation>
    </message>
    <message>
        <source>Set up a random position</source>
        <translation>隨機設定一個局面</translation>
    </message>
    <message>
        <source>Rese&amp;t</source>
        <translation>重置(&amp;T)</translation>
    </message>
    <message>
        <source>Go back to the puzzle&apos;s starting position</source>
        <translation>回到謎題的初始局面</translation>
    </message>
    <message>
        <source>Find the shortest solution of the position</source>
        <translation>求出該局面的最短解</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Stop the running search</source>
        <translation>停止正在進行的搜尋</translation>
    </message>
    <message>
        <source>&amp;Apply Solution</source>
        <translation>套用解答(&amp;A)</translation>
    </message>
    <message>
        <source>Play the whole solution on the position (one undo step)</source>
        <translation>在局面上執行整個解答（一步復原）</translation>
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
        <translation>後退一步(&amp;B)</translation>
    </message>
    <message>
        <source>Take back one move of the solution</source>
        <translation>退回解答的一步</translation>
    </message>
    <message>
        <source>Step &amp;Forward</source>
        <translation>前進一步(&amp;F)</translation>
    </message>
    <message>
        <source>Play one move of the solution</source>
        <translation>執行解答的一步</translation>
    </message>
    <message>
        <source>Go to &amp;Start</source>
        <translation>跳到開頭(&amp;S)</translation>
    </message>
    <message>
        <source>Show the position before the first move</source>
        <translation>顯示第一步之前的局面</translation>
    </message>
    <message>
        <source>Go to &amp;End</source>
        <translation>跳到結尾(&amp;E)</translation>
    </message>
    <message>
        <source>Show the position after the last move</source>
        <translation>顯示最後一步之後的局面</translation>
    </message>
    <message>
        <source>&amp;About PuzzleLab</source>
        <translation>關於 PuzzleLab(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>關於 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Copy Po&amp;sition</source>
        <translation>複製局面(&amp;S)</translation>
    </message>
    <message>
        <source>Copy the position as text, in the form --position and Paste read</source>
        <translation>以文字複製目前局面，格式與 --position 和「貼上」所讀的相同</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>貼上(&amp;P)</translation>
    </message>
    <message>
        <source>Set up the position or open the solution that is on the clipboard, or play the moves it names</source>
        <translation>擺出剪貼簿上的局面或開啟其中的解法，或執行其中寫出的走法</translation>
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
        <translation>步驟</translation>
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
        <translation>統計</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>節點</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Table memory</source>
        <translation>表記憶體</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細資訊</translation>
    </message>
    <message>
        <source>Show or hide the statistics of the search: nodes, time and table memory</source>
        <translation>顯示或隱藏搜尋的統計：節點、時間和表記憶體</translation>
    </message>
    <message>
        <source>Optimal because</source>
        <translation>最佳的理由</translation>
    </message>
</context>
<context>
    <name>StateSpaceDialog</name>
    <message>
        <source>State Space</source>
        <translation>狀態空間</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>顯示(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Logarithmic scale</source>
        <translation>對數刻度(&amp;L)</translation>
    </message>
    <message>
        <source>Show the counts on a logarithmic scale, so that distances with only a few positions stay visible.</source>
        <translation>以對數刻度顯示數量，使只有少數局面的距離也能看清。</translation>
    </message>
    <message>
        <source>&amp;Hardest Position</source>
        <translation>最難局面(&amp;H)</translation>
    </message>
    <message>
        <source>Every board</source>
        <translation>所有棋盤</translation>
    </message>
    <message>
        <source>&amp;Count Every Board</source>
        <translation>統計所有棋盤(&amp;C)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Chart view</source>
        <translation>圖表檢視</translation>
    </message>
    <message>
        <source>Census progress</source>
        <translation>普查進度</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Shortest-move puzzles: any puzzle defined in a file, The Clocks, Magic Squares and The Rotation Game among them.</source>
        <translation>最少步數謎題：任何以檔案定義的謎題，時鐘問題、魔板和旋轉遊戲也在其中。</translation>
    </message>
    <message>
        <source>Use the language LANG (en, zh_CN, zh_TW) instead of the system&apos;s.</source>
        <translation>使用語言 LANG（en、zh_CN、zh_TW）代替系統語言。</translation>
    </message>
    <message>
        <source>Start from POSITION, written as in a solution file, e.g. &quot;9 9 12 6 6 6 6 3 6&quot;; for a puzzle whose goal you set, &quot;POSITION / GOAL&quot;.</source>
        <translation>從局面 POSITION 開始，寫法與解答檔案相同，例如 &quot;9 9 12 6 6 6 6 3 6&quot;；對於可以設定目標的謎題，寫作 &quot;POSITION / GOAL&quot;。</translation>
    </message>
    <message>
        <source>Solve with the engine NAME.</source>
        <translation>用引擎 NAME 求解。</translation>
    </message>
    <message>
        <source>Solve the position at once.</source>
        <translation>立即求解該局面。</translation>
    </message>
    <message>
        <source>Show the solution after K moves (with --solve).</source>
        <translation>顯示執行 K 步後的解答（與 --solve 一起使用）。</translation>
    </message>
    <message>
        <source>Save a picture of the window to FILE (PNG) and quit; needs no display.</source>
        <translation>將視窗畫面儲存到 FILE（PNG）後結束；不需要顯示器。</translation>
    </message>
    <message>
        <source>%1
Try &apos;puzzlelab --help&apos;.</source>
        <translation>%1
請嘗試 &apos;puzzlelab --help&apos;。</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;: use e.g. en, zh_CN or zh_TW.</source>
        <translation>未知語言 &apos;%1&apos;：請使用例如 en、zh_CN 或 zh_TW。</translation>
    </message>
    <message>
        <source>give at most one solution file, not %1.</source>
        <translation>最多只能給出一個解答檔案，而不是 %1 個。</translation>
    </message>
    <message>
        <source>bad --position &quot;%1&quot;: %2</source>
        <translation>錯誤的 --position &quot;%1&quot;：%2</translation>
    </message>
    <message>
        <source>puzzle %1 has no engine &apos;%2&apos;; it has: %3.</source>
        <translation>謎題 %1 沒有引擎 &apos;%2&apos;；可用的引擎：%3。</translation>
    </message>
    <message>
        <source>bad --step &quot;%1&quot;: give a number of moves, 0 or more.</source>
        <translation>錯誤的 --step &quot;%1&quot;：請給出步數，0 或更大。</translation>
    </message>
    <message>
        <source>the position cannot be solved: %1</source>
        <translation>該局面無法求解：%1</translation>
    </message>
    <message>
        <source>bad --size &quot;%1&quot;: write it as WIDTHxHEIGHT, e.g. 1280x800.</source>
        <translation>錯誤的 --size &quot;%1&quot;：請寫成 寬x高，例如 1280x800。</translation>
    </message>
    <message>
        <source>the solve did not succeed: %1</source>
        <translation>求解未成功：%1</translation>
    </message>
    <message>
        <source>Start in play-by-hand mode.</source>
        <translation>以親手玩模式啟動。</translation>
    </message>
    <message>
        <source>Play by hand and show a hint (with --screenshot).</source>
        <translation>親手玩並顯示提示（與 --screenshot 一起使用）。</translation>
    </message>
    <message>
        <source>Solve a hard position with every engine of every puzzle (or of --puzzle), print one line per solve and quit; needs no display.</source>
        <translation>用每個謎題（或 --puzzle 指定的謎題）的每個引擎求解一個困難局面，每次求解輸出一行後結束；不需要顯示器。</translation>
    </message>
    <message>
        <source>--solve-all cannot be combined with --%1.</source>
        <translation>--solve-all 不能與 --%1 同時使用。</translation>
    </message>
    <message>
        <source>--solve-all cannot be combined with a solution file.</source>
        <translation>--solve-all 不能與解法檔案同時使用。</translation>
    </message>
    <message>
        <source>Open the puzzle NAME: a key of the library, such as clocks or lights-out-3.</source>
        <translation>開啟謎題 NAME：謎題庫中的一個鍵，例如 clocks 或 lights-out-3。</translation>
    </message>
    <message>
        <source>unknown puzzle &apos;%1&apos;: use one of %2.</source>
        <translation>未知謎題 &apos;%1&apos;：請使用以下之一：%2。</translation>
    </message>
    <message>
        <source>unknown dialog &apos;%1&apos;: use compare, state-space, type, custom-puzzle or table-cache.</source>
        <translation>未知對話方塊 &apos;%1&apos;：請使用 compare、state-space、type、custom-puzzle 或 table-cache。</translation>
    </message>
    <message>
        <source>Picture the dialog NAME instead (compare, state-space, type, custom-puzzle, table-cache; with --screenshot).</source>
        <translation>改為擷取對話方塊 NAME（compare、state-space、type、custom-puzzle、table-cache；與 --screenshot 一起使用）。</translation>
    </message>
    <message>
        <source>A solution file (as written by Export) or a puzzle definition (*.puzzle.json, or another solver&apos;s: *.tws, *.ksolve, *.kpuzzle.json) to open.</source>
        <translation>要開啟的解答檔案（由「匯出」寫出）或謎題定義（*.puzzle.json，或其他求解器的檔案：*.tws、*.ksolve、*.kpuzzle.json）。</translation>
    </message>
    <message>
        <source>Open Tools &gt; Watch the Search with the engine NAME on the position.</source>
        <translation>用引擎 NAME 在該局面上打開“工具 &gt; 觀看搜尋”。</translation>
    </message>
    <message>
        <source>With --watch and --screenshot: the picture after N events (default: the search run to its end).</source>
        <translation>與 --watch 和 --screenshot 一起使用：拍攝 N 個事件之後的畫面（預設：搜尋執行到結束）。</translation>
    </message>
    <message>
        <source>bad --watch-steps &quot;%1&quot;: give a number of events, 0 or more.</source>
        <translation>錯誤的 --watch-steps &quot;%1&quot;：請給出事件數，0 或更大。</translation>
    </message>
    <message>
        <source>--watch-steps needs --watch ENGINE.</source>
        <translation>--watch-steps 需要與 --watch ENGINE 一起使用。</translation>
    </message>
    <message>
        <source>With --watch: a second engine side by side on the same position (ida-manhattan: IDA* with the Manhattan distance alone).</source>
        <translation>與 --watch 一起使用：在同一局面上並排執行第二個引擎（ida-manhattan：只用曼哈頓距離的 IDA*）。</translation>
    </message>
    <message>
        <source>--watch-beside needs --watch ENGINE.</source>
        <translation>--watch-beside 需要與 --watch ENGINE 一起使用。</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1280x800); with --watch, the size of the Watch the Search view (default 1060x680).</source>
        <translation>--screenshot 的視窗大小（預設 1280x800）；與 --watch 同用時，是「觀看搜尋」檢視的大小（預設 1060x680）。</translation>
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
        <translation>國際資訊學奧林匹克競賽（IOI 1994，瑞典）的一道題：九個時鐘，九種撥動方式，讓所有指標指向 12 點。</translation>
    </message>
    <message>
        <source>From the USACO training pages, after the Rubik&apos;s &quot;magic squares&quot; style puzzle: eight tiles in two rows, moved by three operations.</source>
        <translation>出自 USACO 訓練題，仿照魯比克的「魔板」類謎題：兩行共八塊方塊，用三種操作移動。</translation>
    </message>
    <message>
        <source>From the 2004 ACM/ICPC Asia Regional in Shanghai, known as POJ 2286 and HDU 1667: slide the lines until the centre shows one number.</source>
        <translation>出自 2004 年 ACM/ICPC 亞洲區域賽上海賽區，即 POJ 2286 和 HDU 1667：滑動各條線，直到中心顯示同一個數字。</translation>
    </message>
    <message>
        <source>And %1 more puzzles of the library: each one&apos;s rules (Help &gt; Rules) tell where it comes from.</source>
        <translation>另有謎題庫中的 %1 個謎題：各自的規則（說明 &gt; 規則）說明了它的來歷。</translation>
    </message>
</context>
<context>
    <name>pl::BatchDialog</name>
    <message>
        <source>Batch Solve</source>
        <translation>批次求解</translation>
    </message>
    <message>
        <source>The answers appear here as the cases are solved.</source>
        <translation>求解測資時，答案會顯示在這裡。</translation>
    </message>
    <message>
        <source>the file is larger than %1; a judge input is much smaller.</source>
        <translation>檔案大於 %1；評測輸入要小得多。</translation>
    </message>
    <message>
        <source>Could not open “%1”: %2</source>
        <translation>無法開啟「%1」：%2</translation>
    </message>
    <message>
        <source>1 case</source>
        <translation>1 個測資</translation>
    </message>
    <message>
        <source>%1 cases</source>
        <translation>%1 個測資</translation>
    </message>
    <message>
        <source>The input</source>
        <translation>輸入</translation>
    </message>
    <message>
        <source>Open a judge-format input file for %1 (the format puzzlelab-solve reads).</source>
        <translation>開啟 %1 的評測格式輸入檔案（即 puzzlelab-solve 讀取的格式）。</translation>
    </message>
    <message>
        <source>%1: %2 for %3.</source>
        <translation>%1：%2（%3）。</translation>
    </message>
    <message>
        <source>%1 — there is nothing before it to solve.</source>
        <translation>%1 — 它之前沒有可求解的內容。</translation>
    </message>
    <message>
        <source>%1 — the %2 before it can still be solved.</source>
        <translation>%1 — 它之前的 %2 仍可求解。</translation>
    </message>
    <message>
        <source>It reads as %1 input: choose that puzzle above.</source>
        <translation>它看起來是 %1 的輸入：請在上方選擇該謎題。</translation>
    </message>
    <message>
        <source>Ready: press Solve All.</source>
        <translation>就緒：請按「全部求解」。</translation>
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
        <translation>已在 %2 內求解全部 %1。</translation>
    </message>
    <message>
        <source>Solved the %1 before the bad case in %2.</source>
        <translation>已在 %2 內求解錯誤測資之前的 %1。</translation>
    </message>
    <message>
        <source>Stopped after %1 of %2.</source>
        <translation>已停止：%2中已完成 %1 個。</translation>
    </message>
    <message>
        <source>case %1: %2</source>
        <translation>測資 %1：%2</translation>
    </message>
    <message>
        <source>Solving case %1 of %2 with %3…</source>
        <translation>正在用 %3 求解第 %1 個測資（共 %2 個）…</translation>
    </message>
    <message>
        <source>Open Judge Input</source>
        <translation>開啟評測輸入</translation>
    </message>
    <message>
        <source>Text files (*.txt *.in);;All files (*)</source>
        <translation>文字檔案 (*.txt *.in);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Save Answers</source>
        <translation>儲存答案</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文字檔案 (*.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Save Failed</source>
        <translation>儲存失敗</translation>
    </message>
    <message>
        <source>Saved the answers to “%1”.</source>
        <translation>已將答案儲存到「%1」。</translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation>它是資料夾，不是檔案。</translation>
    </message>
    <message>
        <source>it is a device or a pipe, not a file.</source>
        <translation>它是裝置或管線，不是檔案。</translation>
    </message>
    <message>
        <source>%1
The answers are still here.</source>
        <translation>%1
答案仍保留在這裡。</translation>
    </message>
    <message>
        <source>it is not a text file, so it is not a judge input.</source>
        <translation>它不是文字檔案，因此不是測資輸入。</translation>
    </message>
    <message>
        <source>%1 of %2 cases</source>
        <translation>%1 / %2 個測資</translation>
    </message>
    <message>
        <source>Reading “%1”…</source>
        <translation>正在讀取「%1」…</translation>
    </message>
    <message>
        <source>%1: reading… %2 so far for %3.</source>
        <translation>%1：正在讀取… 目前已讀 %2，共 %3。</translation>
    </message>
    <message>
        <source>Read %1 of %2</source>
        <translation>已讀 %1 / %2</translation>
    </message>
    <message>
        <source>Read %1</source>
        <translation>已讀 %1</translation>
    </message>
    <message>
        <source>there is not enough memory to read it.</source>
        <translation>記憶體不足，無法讀取。</translation>
    </message>
    <message>
        <source>(no solution)</source>
        <translation>（無解）</translation>
    </message>
</context>
<context>
    <name>pl::ClocksBoard</name>
    <message>
        <source>Clocks board</source>
        <translation>時鐘棋盤</translation>
    </message>
    <message>
        <source>Clock %1 shows %2 o&apos;clock. Click to turn it clockwise, right-click to turn it back.</source>
        <translation>時鐘 %1 指向 %2 點。按一下順時針撥動，按右鍵撥回。</translation>
    </message>
    <message>
        <source>Move %1 turns %2</source>
        <translation>操作 %1 撥動 %2</translation>
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
        <translation>執行中</translation>
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
        <translation>失敗</translation>
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
        <translation>（無）</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>長度</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>步驟</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>節點</translation>
    </message>
    <message>
        <source>Bound / depth</source>
        <translation>界限 / 深度</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>記憶體</translation>
    </message>
    <message>
        <source>running: %1</source>
        <translation>執行中：%1</translation>
    </message>
    <message>
        <source>States stored at the peak: %1</source>
        <translation>峰值時儲存的狀態數：%1</translation>
    </message>
    <message>
        <source>Including %1 to build tables</source>
        <translation>其中 %1 用於建表</translation>
    </message>
    <message>
        <source>Compare Engines — %1</source>
        <translation>比較引擎 — %1</translation>
    </message>
    <message>
        <source>Every engine of %1 on the same position</source>
        <translation>%1 的所有引擎求解同一局面</translation>
    </message>
    <message>
        <source>running: searching bound 00</source>
        <translation>執行中：搜尋界限 00</translation>
    </message>
    <message>
        <source>Copy the table as text (%1)</source>
        <translation>以文字複製表格（%1）</translation>
    </message>
    <message>
        <source>Ready to run %1 engines.</source>
        <translation>準備執行 %1 個引擎。</translation>
    </message>
    <message>
        <source>Running %1 of %2 engines, each on its own thread…</source>
        <translation>正在執行 %2 個引擎中的 %1 個，每個在自己的執行緒上…</translation>
    </message>
    <message>
        <source>No engine found an answer.</source>
        <translation>沒有引擎找到答案。</translation>
    </message>
    <message>
        <source>Stopped before any engine finished.</source>
        <translation>在任何引擎完成前已停止。</translation>
    </message>
    <message>
        <source>The answers differ! Every engine should give the same shortest, smallest answer; this is a bug.</source>
        <translation>答案不一致！所有引擎都應給出同樣最短、最小的答案；這是一個缺陷。</translation>
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
        <translation>✓ 全部 %1 個引擎給出相同的答案（%2）。</translation>
    </message>
    <message>
        <source>%1 of %2 engines finished (%3 stopped, %4 failed); their answers agree (%5).</source>
        <translation>%2 個引擎中有 %1 個完成（%3 個停止，%4 個失敗）；它們的答案一致（%5）。</translation>
    </message>
    <message>
        <source>%1 was %2× as fast as %3.</source>
        <translation>%1 的速度是 %3 的 %2 倍。</translation>
    </message>
    <message>
        <source>PuzzleLab engine comparison</source>
        <translation>PuzzleLab 引擎比較</translation>
    </message>
    <message>
        <source>Puzzle: %1</source>
        <translation>謎題：%1</translation>
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
        <translation>匯出比較結果</translation>
    </message>
    <message>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文字檔案 (*.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>%1
The results are still here.</source>
        <translation>%1
結果仍保留在這裡。</translation>
    </message>
    <message>
        <source>Only %1 finished (%2 stopped, %3 failed); its answer (%4) has no other to be compared with.</source>
        <translation>只有 %1 完成（%2 個停止，%3 個失敗）；它的答案（%4）沒有其他答案可供比較。</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未執行</translation>
    </message>
    <message>
        <source>%1 is not run: it may run out of memory here.</source>
        <translation>%1 未執行：它在這裡可能耗盡記憶體。</translation>
    </message>
    <message>
        <source>may run out of memory</source>
        <translation>可能記憶體不足</translation>
    </message>
</context>
<context>
    <name>pl::CustomPresetDialog</name>
    <message>
        <source>Custom Puzzle</source>
        <translation>自訂謎題</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>種類(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Make</source>
        <translation>產生(&amp;M)</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1：</translation>
    </message>
    <message>
        <source>Makes “%1” in My Puzzles.</source>
        <translation>將在「我的謎題」中產生「%1」。</translation>
    </message>
</context>
<context>
    <name>pl::DefaultBoardSkin</name>
    <message>
        <source>Click a cell or a move&apos;s button to play its move, or press the move&apos;s key (shown in the button&apos;s tooltip).</source>
        <translation>點選格子或走法按鈕來執行該走法，或按下該走法的按鍵（見按鈕的提示）。</translation>
    </message>
    <message>
        <source>Click a tile next to the blank to slide it in (or one further along its row or column to slide several), or use the arrow keys.</source>
        <translation>點選空格旁的方塊把它滑入空格（或點選同一列、行中更遠的方塊，一次滑動幾塊），也可以用方向鍵。</translation>
    </message>
    <message>
        <source>Click a move&apos;s arrow or button to play it, or press the move&apos;s key (shown in its tooltip).</source>
        <translation>點選走法的箭頭或按鈕來執行它，或按下該走法的按鍵（見其提示）。</translation>
    </message>
    <message>
        <source>Playing by hand: every click and key plays a move; Hint shows an optimal one.</source>
        <translation>親手玩：每次點選和按鍵都會走一步；「提示」會顯示一步最佳走法。</translation>
    </message>
    <message>
        <source>Set cell %1 to %2</source>
        <translation>將格子 %1 設為 %2</translation>
    </message>
    <message>
        <source>Swap cells %1 and %2</source>
        <translation>交換格子 %1 和 %2</translation>
    </message>
    <message>
        <source>Edit position</source>
        <translation>編輯局面</translation>
    </message>
    <message>
        <source>%1 Click two tiles of the goal to swap them.</source>
        <translation>%1依序按一下目標中的兩個方塊以交換它們。</translation>
    </message>
    <message>
        <source>Set goal cell %1 to %2</source>
        <translation>將目標格子 %1 設為 %2</translation>
    </message>
    <message>
        <source>Swap goal cells %1 and %2</source>
        <translation>交換目標格子 %1 和 %2</translation>
    </message>
    <message>
        <source>Edit goal</source>
        <translation>編輯目標</translation>
    </message>
    <message>
        <source>Click a cell to play its move, or press the move&apos;s key (shown in the cell&apos;s tooltip).</source>
        <translation>點選格子來執行其走法，或按下該走法的按鍵（見格子的提示）。</translation>
    </message>
    <message>
        <source>Click a move&apos;s button to play it, or press the move&apos;s key (shown in the button&apos;s tooltip).</source>
        <translation>點選走法按鈕來執行該走法，或按下該走法的按鍵（見按鈕的提示）。</translation>
    </message>
</context>
<context>
    <name>pl::DefinitionBoard</name>
    <message>
        <source>%1 board</source>
        <translation>%1 棋盤</translation>
    </message>
    <message>
        <source>Turn cell %1 back</source>
        <translation>將格子 %1 往回轉一步</translation>
    </message>
    <message>
        <source>Turn cell %1</source>
        <translation>轉動格子 %1</translation>
    </message>
    <message>
        <source>Swap cells %1 and %2</source>
        <translation>交換格子 %1 和 %2</translation>
    </message>
    <message>
        <source>Set cell %1 to %2</source>
        <translation>將格子 %1 設為 %2</translation>
    </message>
    <message>
        <source>turns %1</source>
        <translation>轉動 %1</translation>
    </message>
    <message>
        <source>moves %1</source>
        <translation>移動 %1</translation>
    </message>
    <message>
        <source>Move %1: %2</source>
        <translation>走法 %1：%2</translation>
    </message>
    <message>
        <source>Move %1 (key %2): %3</source>
        <translation>走法 %1（按鍵 %2）：%3</translation>
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
        <translation>按一下執行走法 %1。</translation>
    </message>
    <message>
        <source>Click to play move %1 (key %2).</source>
        <translation>按一下執行走法 %1（按鍵 %2）。</translation>
    </message>
    <message>
        <source>Click to slide it (%1).</source>
        <translation>按一下滑動它（%1）。</translation>
    </message>
    <message>
        <source>Click to turn it one step, right-click to turn it back.</source>
        <translation>按一下轉動一步，按右鍵轉回一步。</translation>
    </message>
    <message>
        <source>Click two cells to swap them.</source>
        <translation>依序按一下兩個格子以交換它們。</translation>
    </message>
    <message>
        <source>Click for the next label, right-click for the one before.</source>
        <translation>按一下換成下一個標籤，按右鍵換回上一個。</translation>
    </message>
    <message>
        <source>Click to set it to %1.</source>
        <translation>按一下將它設為 %1。</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Goal cell %1: %2.</source>
        <translation>目標格子 %1：%2。</translation>
    </message>
    <message>
        <source>Click two cells of the goal to swap them.</source>
        <translation>依序按一下目標中的兩個格子以交換它們。</translation>
    </message>
    <message>
        <source>twists</source>
        <translation>扭轉</translation>
    </message>
    <message>
        <source>%1 twists</source>
        <translation>%1 扭轉</translation>
    </message>
</context>
<context>
    <name>pl::DefinitionProblemsDialog</name>
    <message>
        <source>Puzzle Definition Not Loaded</source>
        <translation>謎題定義未載入</translation>
    </message>
    <message>
        <source>PuzzleLab could not load this puzzle definition. Nothing in the library was changed.</source>
        <translation>PuzzleLab 無法載入這個謎題定義。謎題庫沒有任何改變。</translation>
    </message>
    <message>
        <source>PuzzleLab could not load these puzzle definitions. Nothing in the library was changed.</source>
        <translation>PuzzleLab 無法載入這些謎題定義。謎題庫沒有任何改變。</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>位於 %1</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>複製(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the list of problems to the clipboard</source>
        <translation>將問題列表複製到剪貼簿</translation>
    </message>
</context>
<context>
    <name>pl::DefinitionTexts</name>
    <message>
        <source>en</source>
        <extracomment>The name of the table of puzzle texts for this language (a file of src/core/def/bundled/texts): zh_CN for Simplified, zh_TW for Traditional Chinese.</extracomment>
        <translation>zh_TW</translation>
    </message>
</context>
<context>
    <name>pl::EditPositionActions</name>
    <message>
        <source>E&amp;dit Position</source>
        <translation>編輯局面(&amp;D)</translation>
    </message>
    <message>
        <source>A click on the board sets up the position instead of playing a move (%1)</source>
        <translation>點按棋盤時設定局面，而不是走一步（%1）</translation>
    </message>
    <message>
        <source>Set up the position by clicking cells: dials turn (right click: back), two tiles swap</source>
        <translation>點按格子來設定局面：錶盤轉動（右鍵：轉回），兩個方塊交換</translation>
    </message>
    <message>
        <source>Edit T&amp;ool</source>
        <translation>編輯工具(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Swap Two Tiles</source>
        <translation>交換兩個方塊(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cycle a Tile&apos;s Label</source>
        <translation>輪換方塊的標籤(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paint %1</source>
        <translation>塗成 %1(&amp;P)</translation>
    </message>
    <message>
        <source>Editing the position: a click steps a cell on by one (a light on or off, a dial a turn; right click: back). %1 goes back to playing.</source>
        <translation>正在編輯局面：點擊一個格子使它前進一步（燈開或關，錶盤轉一格；右鍵：退回）。按 %1 回到走棋。</translation>
    </message>
    <message>
        <source>Editing the position: click two tiles to swap them, or choose another tool in Edit &gt; Edit Tool. %1 goes back to playing.</source>
        <translation>正在編輯局面：點擊兩塊方塊交換它們，或在「編輯 &gt; 編輯工具」中選擇其他工具。按 %1 回到走棋。</translation>
    </message>
</context>
<context>
    <name>pl::GameFiles</name>
    <message>
        <source>Sa&amp;ve Game…</source>
        <translation>儲存對局(&amp;V)…</translation>
    </message>
    <message>
        <source>Save the game in progress with its whole undo history</source>
        <translation>儲存進行中的對局及其全部復原歷程</translation>
    </message>
    <message>
        <source>Open &amp;Game…</source>
        <translation>開啟對局(&amp;G)…</translation>
    </message>
    <message>
        <source>Open a saved game: its position, its undo history, its time</source>
        <translation>開啟儲存的對局：局面、復原歷程與用時</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>儲存對局</translation>
    </message>
    <message>
        <source>PuzzleLab games (*.plgame);;All files (*)</source>
        <translation>PuzzleLab 對局 (*.plgame);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>開啟對局</translation>
    </message>
    <message>
        <source>There is no puzzle to save.</source>
        <translation>沒有可儲存的謎題。</translation>
    </message>
    <message>
        <source>Game saved to %1</source>
        <translation>對局已儲存到 %1</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a saved game.</source>
        <translation>「%1」是資料夾，不是儲存的對局。</translation>
    </message>
    <message>
        <source>“%1” is a device or a pipe, not a saved game.</source>
        <translation>「%1」是裝置或管線，不是儲存的對局。</translation>
    </message>
    <message>
        <source>Could not open “%1”: %2</source>
        <translation>無法開啟「%1」：%2</translation>
    </message>
    <message>
        <source>Could not read “%1”: %2</source>
        <translation>無法讀取「%1」：%2</translation>
    </message>
    <message>
        <source>“%1” is not a saved game that can be opened:
%2</source>
        <translation>「%1」不是可以開啟的對局：
%2</translation>
    </message>
    <message>
        <source>“%1” cannot be opened: %2</source>
        <translation>無法開啟「%1」：%2</translation>
    </message>
    <message>
        <source>Opened the game %1</source>
        <translation>已開啟對局 %1</translation>
    </message>
    <message>
        <source>its puzzle is not in the library</source>
        <translation>它的謎題不在謎題庫中</translation>
    </message>
    <message>
        <source>its steps do not fit the puzzle as it is defined now</source>
        <translation>它的步驟與謎題現在的定義不符</translation>
    </message>
</context>
<context>
    <name>pl::GameTypeMenu</name>
    <message>
        <source>Custom…</source>
        <translation>自訂…</translation>
    </message>
    <message>
        <source>Make a puzzle of any size: the kind and its numbers</source>
        <translation>產生任意大小的謎題：選擇種類和各項數值</translation>
    </message>
    <message>
        <source>%1 is not in the library.</source>
        <translation>謎題庫中沒有%1。</translation>
    </message>
    <message>
        <source>This window has no library to add a puzzle to.</source>
        <translation>此視窗沒有可以加入謎題的謎題庫。</translation>
    </message>
    <message>
        <source>%1 is one of your puzzles now: %2</source>
        <translation>%1 已加入你的謎題：%2</translation>
    </message>
    <message>
        <source>T&amp;ype</source>
        <translation>類型(&amp;Y)</translation>
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
        <translation>無解</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>失敗</translation>
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
        <translation>已開啟 %1</translation>
    </message>
    <message>
        <source>Searching with the %1 engine.</source>
        <translation>正在用 %1 引擎搜尋。</translation>
    </message>
    <message>
        <source>This position cannot reach the goal: no sequence of moves solves it.</source>
        <translation>這個局面無法到達目標：任何走法序列都解不開它。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗：%1</translation>
    </message>
    <message>
        <source>Stopped: the position changed.</source>
        <translation>已停止：局面已改變。</translation>
    </message>
    <message>
        <source>Stopped: the goal changed.</source>
        <translation>已停止：目標已改變。</translation>
    </message>
    <message>
        <source>Stopped before an answer was found.</source>
        <translation>在找到答案之前已停止。</translation>
    </message>
    <message>
        <source>The position changed, so the search was stopped.</source>
        <translation>局面已改變，因此搜尋已停止。</translation>
    </message>
    <message>
        <source>The goal changed, so the search was stopped.</source>
        <translation>目標已改變，因此搜尋已停止。</translation>
    </message>
    <message>
        <source>The search was stopped.</source>
        <translation>搜尋已停止。</translation>
    </message>
    <message>
        <source>The position is already at the goal.</source>
        <translation>該局面已經是目標。</translation>
    </message>
    <message>
        <source>%1 · the centre shows %2</source>
        <translation>%1 · 中心顯示 %2</translation>
    </message>
    <message>
        <source>A preview: Apply or play to the end to keep it.</source>
        <translation>預覽：套用或播放到結尾即可保留。</translation>
    </message>
    <message>
        <source>Applied to the position.</source>
        <translation>已套用到局面。</translation>
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
        <translation>尚無解答</translation>
    </message>
    <message>
        <source>Set up a position on the board, then press Solve.</source>
        <translation>在棋盤上設定局面，然後按「求解」。</translation>
    </message>
    <message>
        <source> → centre %1</source>
        <translation> → 中心 %1</translation>
    </message>
    <message>
        <source> → label %1</source>
        <translation> → 標籤 %1</translation>
    </message>
    <message>
        <source> → alternative %1</source>
        <translation> → 備選目標 %1</translation>
    </message>
    <message>
        <source>%1 · reaches the goal with label %2</source>
        <translation>%1 · 到達標籤為 %2 的目標</translation>
    </message>
    <message>
        <source>%1 · reaches goal alternative %2</source>
        <translation>%1 · 到達備選目標 %2</translation>
    </message>
    <message>
        <source>An exact table holds every position&apos;s distance to the goal: this one is %1 away, and every move of the answer goes one closer.</source>
        <translation>精確表記錄了每個局面到目標的距離：這個局面相距 %1，答案的每一步都更近一步。</translation>
    </message>
    <message>
        <source>Iterative deepening searched every sequence of fewer than %1 first (%2 nodes in all) and none reached the goal.</source>
        <translation>迭代加深先搜尋了所有少於 %1 的走法序列（共 %2 個節點），沒有一個到達目標。</translation>
    </message>
    <message>
        <source>Breadth-first search reached every position fewer than %1 away first, and none of them was the goal.</source>
        <translation>廣度優先搜尋先到達了所有相距少於 %1 的局面，其中沒有一個是目標。</translation>
    </message>
    <message>
        <source>The move counts solve a system of equations: every solution of it was compared, and none takes fewer moves.</source>
        <translation>各步的次數是一個方程組的解：比較了它的所有解，沒有一個用更少的步數。</translation>
    </message>
    <message>
        <source>Every combination of move counts was tried (%1 of them), and none takes fewer moves.</source>
        <translation>嘗試了所有的步數組合（共 %1 種），沒有一個用更少的步數。</translation>
    </message>
</context>
<context>
    <name>pl::LibraryActions</name>
    <message>
        <source>Open Puzzle &amp;Definition…</source>
        <translation>開啟謎題定義(&amp;D)…</translation>
    </message>
    <message>
        <source>Load a puzzle from a definition file (*.puzzle.json) and show it</source>
        <translation>從定義檔（*.puzzle.json）載入謎題並顯示</translation>
    </message>
    <message>
        <source>&amp;New Puzzle from Template…</source>
        <translation>從範本新增謎題(&amp;N)…</translation>
    </message>
    <message>
        <source>Write a starter definition (Lights Out 3x3) into your puzzle folder and show it</source>
        <translation>將入門定義（3x3 關燈）寫入你的謎題資料夾並顯示</translation>
    </message>
    <message>
        <source>&amp;Copy to My Puzzles</source>
        <translation>複製到我的謎題(&amp;C)</translation>
    </message>
    <message>
        <source>Keep the puzzle shown, opened from a file, in your puzzle folder</source>
        <translation>把從檔案開啟的目前謎題保存到你的謎題資料夾</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <source>How the puzzle shown is played, where it comes from, and its facts</source>
        <translation>目前謎題的玩法、來源與相關資料</translation>
    </message>
    <message>
        <source>Open Puzzle Definition</source>
        <translation>開啟謎題定義</translation>
    </message>
    <message>
        <source>Cannot Write the Template</source>
        <translation>無法寫入範本</translation>
    </message>
    <message>
        <source>Cannot Copy the Puzzle</source>
        <translation>無法複製謎題</translation>
    </message>
    <message>
        <source>%1 was reloaded from its file.</source>
        <translation>已從檔案重新載入 %1。</translation>
    </message>
    <message>
        <source>The puzzle %1 is no longer in your folder: it was removed from the list.</source>
        <translation>謎題 %1 已不在你的資料夾中：已從清單中移除。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in your puzzle folder could not be read.</source>
        <translation>
            <numerusform>你的謎題資料夾中有 %n 個檔案無法讀取。</numerusform>
        </translation>
    </message>
    <message>
        <source>This window has no library to add a puzzle to.</source>
        <translation>此視窗沒有可以加入謎題的謎題庫。</translation>
    </message>
    <message>
        <source>Opened %1. File &gt; Copy to My Puzzles keeps it in your library.</source>
        <translation>已開啟 %1。「檔案 &gt; 複製到我的謎題」可將它保存在你的謎題庫中。</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>已開啟 %1。</translation>
    </message>
    <message>
        <source>A new puzzle was written to %1. Edit the file: the window reloads it when it changes.</source>
        <translation>新謎題已寫入 %1。編輯該檔案：檔案改變時視窗會重新載入它。</translation>
    </message>
    <message>
        <source>Copied to %1: the puzzle is now one of your puzzles.</source>
        <translation>已複製到 %1：這個謎題現在是你自己的謎題之一。</translation>
    </message>
    <message>
        <source>Replace Your File?</source>
        <translation>取代你的檔案？</translation>
    </message>
    <message>
        <source>%1 already holds another version of a puzzle. Replace it with %2 as shown?</source>
        <translation>%1 中已有另一個版本的謎題。要用目前顯示的 %2 取代它嗎？</translation>
    </message>
    <message>
        <source>Not copied: %1 is as it was.</source>
        <translation>未複製：%1 保持原樣。</translation>
    </message>
    <message>
        <source>Opened %1. It is shown instead of your puzzle of the same key in %2, which is unchanged.</source>
        <translation>已開啟 %1。它代替了 %2 中你自己的同鍵謎題顯示，該檔案保持不變。</translation>
    </message>
    <message>
        <source>Puzzle definitions (*.puzzle.json *.tws *.ksolve *.kpuzzle.json);;All files (*)</source>
        <translation>謎題定義 (*.puzzle.json *.tws *.ksolve *.kpuzzle.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Write the puzzle shown as a PuzzleLab definition file (*.puzzle.json); one from another solver&apos;s file becomes stickers with pieces</source>
        <translation>把顯示的謎題寫成 PuzzleLab 定義檔（*.puzzle.json）；來自其他求解器檔案的謎題會寫成帶塊的貼紙</translation>
    </message>
    <message>
        <source>Export as PuzzleLab Definition</source>
        <translation>匯出為 PuzzleLab 定義</translation>
    </message>
    <message>
        <source>Puzzle definitions (*.puzzle.json)</source>
        <translation>謎題定義 (*.puzzle.json)</translation>
    </message>
    <message>
        <source>Cannot Export the Definition</source>
        <translation>無法匯出定義</translation>
    </message>
    <message>
        <source>There is no puzzle shown to export.</source>
        <translation>沒有顯示可匯出的謎題。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Wrote %1, a PuzzleLab definition: File &gt; Open Puzzle Definition opens it, and any text editor can change it.</source>
        <translation>已寫入 %1，一個 PuzzleLab 定義：用「檔案 &gt; 開啟謎題定義」可以開啟它，任何文字編輯器都能修改它。</translation>
    </message>
    <message>
        <source>E&amp;xport as PuzzleLab Definition…</source>
        <translation>匯出為 PuzzleLab 定義(&amp;X)…</translation>
    </message>
</context>
<context>
    <name>pl::LibraryModel</name>
    <message>
        <source>Contest puzzles</source>
        <translation>競賽謎題</translation>
    </message>
    <message>
        <source>Dials and lights</source>
        <translation>錶盤與燈</translation>
    </message>
    <message>
        <source>Permutation puzzles</source>
        <translation>置換謎題</translation>
    </message>
    <message>
        <source>Sliding puzzles</source>
        <translation>滑塊謎題</translation>
    </message>
    <message>
        <source>My puzzles</source>
        <translation>我的謎題</translation>
    </message>
    <message>
        <source>Twisty puzzles</source>
        <translation>轉動類謎題</translation>
    </message>
</context>
<context>
    <name>pl::LibraryPanel</name>
    <message>
        <source>Filter puzzles</source>
        <translation>篩選謎題</translation>
    </message>
    <message>
        <source>Shows the puzzles whose name, description or key contains the text</source>
        <translation>顯示名稱、簡介或鍵名中包含該文字的謎題</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>謎題</translation>
    </message>
    <message>
        <source>No puzzle matches &quot;%1&quot;</source>
        <translation>沒有與「%1」相符的謎題</translation>
    </message>
</context>
<context>
    <name>pl::MagicSquareBoard</name>
    <message>
        <source>Magic Squares board</source>
        <translation>魔板棋盤</translation>
    </message>
    <message>
        <source>Swap rows</source>
        <translation>交換上下行</translation>
    </message>
    <message>
        <source>Shift right</source>
        <translation>右移</translation>
    </message>
    <message>
        <source>Rotate middle</source>
        <translation>中間旋轉</translation>
    </message>
    <message>
        <source>A: exchange the top and bottom rows</source>
        <translation>A：交換上下兩行</translation>
    </message>
    <message>
        <source>B: shift both rows one step to the right (the last tile of each row wraps round to the front)</source>
        <translation>B：兩行都向右移動一格（每行最後一塊回到最前面）</translation>
    </message>
    <message>
        <source>C: turn the four middle tiles a quarter turn clockwise</source>
        <translation>C：將中間四塊順時針旋轉四分之一圈</translation>
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
        <translation>棋盤，%1，第 %2 列</translation>
    </message>
    <message>
        <source>Target, %1, column %2</source>
        <translation>目標，%1，第 %2 列</translation>
    </message>
    <message>
        <source>%1: tile %2.</source>
        <translation>%1：方塊 %2。</translation>
    </message>
    <message>
        <source>Click to swap it with tile %1.</source>
        <translation>按一下與方塊 %1 交換。</translation>
    </message>
    <message>
        <source>Click two tiles of the same grid to swap them.</source>
        <translation>按一下同一網格中的兩塊方塊以交換它們。</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>棋盤</translation>
    </message>
    <message>
        <source>%1 of 8 in place</source>
        <translation>%1 / 8 塊已就位</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>✓ Reached</source>
        <translation>✓ 已達到</translation>
    </message>
</context>
<context>
    <name>pl::MainWindow</name>
    <message>
        <source>Turn clock %1</source>
        <translation>撥動時鐘 %1</translation>
    </message>
    <message>
        <source>Turn clock %1 back</source>
        <translation>撥回時鐘 %1</translation>
    </message>
    <message>
        <source>Swap tiles %1 and %2</source>
        <translation>交換方塊 %1 和 %2</translation>
    </message>
    <message>
        <source>Swap target tiles %1 and %2</source>
        <translation>交換目標方塊 %1 和 %2</translation>
    </message>
    <message>
        <source>Set cell %1 to %2</source>
        <translation>將格子 %1 設為 %2</translation>
    </message>
    <message>
        <source>Edit position</source>
        <translation>編輯局面</translation>
    </message>
    <message>
        <source>Solution applied; Undo takes it back.</source>
        <translation>解答已套用；可用「復原」取消。</translation>
    </message>
    <message>
        <source>Cannot solve yet: %1</source>
        <translation>暫時無法求解：%1</translation>
    </message>
    <message>
        <source>Solving with %1…</source>
        <translation>正在用 %1 求解…</translation>
    </message>
    <message>
        <source>Cannot Open Solution</source>
        <translation>無法開啟解答</translation>
    </message>
    <message>
        <source>%1

Nothing has been changed.</source>
        <translation>%1

沒有做任何更改。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Click a clock to turn it a quarter clockwise, right-click to turn it back. The buttons 1–9 turn their clocks together.</source>
        <translation>按一下時鐘將它順時針撥動四分之一圈，按右鍵撥回。按鈕 1–9 同時撥動各自的時鐘。</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼上</translation>
    </message>
    <message>
        <source>Playing by hand: A, B and C move the board towards the target. The tiles are locked until you leave Play by Hand.</source>
        <translation>親手玩：A、B、C 將棋盤向目標移動。離開親手玩之前，方塊已鎖定。</translation>
    </message>
    <message>
        <source>Playing by hand: the arrows slide a line by one cell. The cells are locked until you leave Play by Hand.</source>
        <translation>親手玩：箭頭將一條線滑動一格。離開親手玩之前，格子已鎖定。</translation>
    </message>
    <message>
        <source>Playing by hand: the buttons 1–9 turn their clocks. The clocks are locked until you leave Play by Hand.</source>
        <translation>親手玩：按鈕 1–9 撥動各自的時鐘。離開親手玩之前，時鐘已鎖定。</translation>
    </message>
    <message>
        <source>Click two tiles of the same grid to swap them. A, B and C move the board towards the grid marked Target.</source>
        <translation>按一下同一網格中的兩塊方塊以交換它們。A、B、C 將棋盤向標有「目標」的網格移動。</translation>
    </message>
    <message>
        <source>Click a cell to change its label, or drag across cells to paint them all; pick a label to paint with. The arrows slide a line by one cell.</source>
        <translation>按一下格子更改它的標籤，或拖過多個格子把它們都塗上；選一個標籤來塗色。箭頭將一條線滑動一格。</translation>
    </message>
    <message>
        <source>Paint %1 cells with label %2</source>
        <translation>將 %1 個格子塗成標籤 %2</translation>
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
            <numerusform>第 %1 步，共 %2 步：%3（還剩 %n 步）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>pl::MoveListView</name>
    <message>
        <source>The moves of a solution appear here.</source>
        <translation>解答的步驟會顯示在這裡。</translation>
    </message>
</context>
<context>
    <name>pl::PastedText</name>
    <message>
        <source>There is no text to paste.</source>
        <translation>沒有可貼上的文字。</translation>
    </message>
    <message>
        <source>The pasted text is too long (%1 bytes) to be a position or a solution.</source>
        <translation>貼上的文字太長（%1 位元組），不可能是局面或解法。</translation>
    </message>
    <message>
        <source>The pasted solution cannot be opened: %1</source>
        <translation>無法開啟貼上的解法：%1</translation>
    </message>
    <message>
        <source>The pasted text is not a position for %1: %2</source>
        <translation>貼上的文字不是%1的局面：%2</translation>
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
        <translation>親手玩</translation>
    </message>
    <message>
        <source>Already solved. Scramble for a new game.</source>
        <translation>已經解開。打亂即可開始新的一局。</translation>
    </message>
    <message>
        <source>Your move. Every move shows how close you are.</source>
        <translation>輪到你了。每走一步都會顯示離解還有多近。</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>解開了！</translation>
    </message>
    <message>
        <source>Nice, one step closer.</source>
        <translation>不錯，又近了一步。</translation>
    </message>
    <message>
        <source>Good move: closer to solved.</source>
        <translation>好棋：離解更近了。</translation>
    </message>
    <message>
        <source>That helped. Keep going!</source>
        <translation>有效果。繼續加油！</translation>
    </message>
    <message>
        <source>No closer, no farther: a sideways step.</source>
        <translation>不近也不遠：原地繞了一步。</translation>
    </message>
    <message>
        <source>Oops, that one leads away. Undo takes it back.</source>
        <translation>哎呀，這步走遠了。可用「復原」收回。</translation>
    </message>
    <message>
        <source>A step farther from solved.</source>
        <translation>離解又遠了一步。</translation>
    </message>
    <message>
        <source>Farther away. A hint can help.</source>
        <translation>更遠了。提示可以幫忙。</translation>
    </message>
    <message>
        <source>Move taken back.</source>
        <translation>已退回一步。</translation>
    </message>
    <message>
        <source>Solved in %1</source>
        <translation>用 %1解開</translation>
    </message>
    <message>
        <source> — optimal was %1</source>
        <translation> — 最佳為 %1 步</translation>
    </message>
    <message>
        <source>moves to go</source>
        <translation>步可解開</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>無法進行</translation>
    </message>
    <message>
        <source>Fix the board first</source>
        <translation>請先修正棋盤</translation>
    </message>
    <message>
        <source>move to go</source>
        <translation>步可解開</translation>
    </message>
    <message>
        <source>Moves used: %1 · optimal from the start: %2</source>
        <translation>已用步數：%1 · 從開始的最佳步數：%2</translation>
    </message>
    <message>
        <source>Moves used: %1</source>
        <translation>已用步數：%1</translation>
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
        <translation>隨機</translation>
    </message>
    <message>
        <source>How many moves from solved a new game starts; “random” scrambles</source>
        <translation>新的一局離解開多少步；「隨機」即打亂</translation>
    </message>
    <message>
        <source>Moves from solved for a new game</source>
        <translation>新的一局離解開的步數</translation>
    </message>
    <message>
        <source>&amp;Start at:</source>
        <translation>開局距離(&amp;S)：</translation>
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
請離開親手玩來修正，或開始新的一局。</translation>
    </message>
    <message>
        <source>Looking up the distance…</source>
        <translation>正在查詢距離…</translation>
    </message>
    <message>
        <source>Searching for the distance…</source>
        <translation>正在搜尋距離…</translation>
    </message>
    <message>
        <source> · time %1</source>
        <translation> · 用時 %1</translation>
    </message>
    <message>
        <source>Best: %1 in %2</source>
        <translation>最佳：%1，用時 %2</translation>
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
        <translation>親手玩(&amp;P)</translation>
    </message>
    <message>
        <source>Make the moves yourself; see how far you are from solved</source>
        <translation>親手走每一步；隨時看到離解還有多遠</translation>
    </message>
    <message>
        <source>Play by Hand</source>
        <translation>親手玩</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Highlight an optimal next move</source>
        <translation>標示最佳的下一步</translation>
    </message>
    <message>
        <source>&amp;Compare Engines…</source>
        <translation>比較引擎(&amp;C)…</translation>
    </message>
    <message>
        <source>Run every engine on this position at once</source>
        <translation>在該局面上同時執行所有引擎</translation>
    </message>
    <message>
        <source>State &amp;Space…</source>
        <translation>狀態空間(&amp;S)…</translation>
    </message>
    <message>
        <source>How many positions lie at each distance from solved</source>
        <translation>每個距離上有多少個局面</translation>
    </message>
    <message>
        <source>Solve &amp;Judge File…</source>
        <translation>求解評測檔案(&amp;J)…</translation>
    </message>
    <message>
        <source>Solve every case of a judge-format input file</source>
        <translation>求解評測格式輸入檔案中的每筆測資</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>新的一局(&amp;N)</translation>
    </message>
    <message>
        <source>Start a new game the chosen number of moves from solved</source>
        <translation>開始新的一局，離解開恰好為所選的步數</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>Not available for %1: %2</source>
        <translation>%1 無法使用：%2</translation>
    </message>
    <message>
        <source>Playing by hand: make moves with the buttons or arrows; H gives a hint.</source>
        <translation>親手玩：用按鈕或箭頭走棋；按 H 取得提示。</translation>
    </message>
    <message>
        <source>Play by hand ended.</source>
        <translation>親手玩已結束。</translation>
    </message>
    <message>
        <source>The board is locked while you play; moves are made with the move buttons. To edit the position, leave Play by Hand (%1).</source>
        <translation>親手玩時棋盤已鎖定，請用走棋按鈕走棋。要編輯局面，請離開親手玩（%1）。</translation>
    </message>
    <message>
        <source>The board is locked while you play: use the move buttons.</source>
        <translation>親手玩時棋盤已鎖定：請用走棋按鈕。</translation>
    </message>
    <message>
        <source>No position of %1 is %2 moves from solved.</source>
        <translation>%1 沒有離解開 %2 步的局面。</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新的一局</translation>
    </message>
    <message>
        <source>New game: 1 move from solved.</source>
        <translation>新的一局：離解開 1 步。</translation>
    </message>
    <message>
        <source>New game: %1 moves from solved.</source>
        <translation>新的一局：離解開 %1 步。</translation>
    </message>
    <message>
        <source>Perfect: no shorter solution exists.</source>
        <translation>完美：不存在更短的解。</translation>
    </message>
    <message>
        <source>%1 more than the shortest. Scramble for another go!</source>
        <translation>比最短解多 %1。打亂再來一局吧！</translation>
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
        <translation>暫時沒有提示：%1</translation>
    </message>
    <message>
        <source>Already solved: there is nothing to hint.</source>
        <translation>已經解開：沒有可提示的。</translation>
    </message>
    <message>
        <source>Hint: move %1 solves it.</source>
        <translation>提示：走 %1 即可解開。</translation>
    </message>
    <message>
        <source>Hint: move %1 leaves %2 to go.</source>
        <translation>提示：走 %1 後還剩 %2。</translation>
    </message>
    <message>
        <source>Cannot compare engines yet: %1</source>
        <translation>暫時無法比較引擎：%1</translation>
    </message>
    <message>
        <source>Load from State Space</source>
        <translation>從狀態空間載入</translation>
    </message>
    <message>
        <source>Solve Judge File — %1</source>
        <translation>求解評測檔案 — %1</translation>
    </message>
    <message>
        <source>Judge input (*.in *.txt);;All files (*)</source>
        <translation>評測輸入 (*.in *.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>That click plays no move. To edit the position, leave Play by Hand (%1).</source>
        <translation>點這裡不會走棋。要編輯局面，請離開親手玩（%1）。</translation>
    </message>
    <message>
        <source>That click plays no move.</source>
        <translation>點這裡不會走棋。</translation>
    </message>
    <message>
        <source>Searching for an optimal next move…</source>
        <translation>正在搜尋最佳的下一步…</translation>
    </message>
    <message>
        <source>A new best for %1: %2 in %3.</source>
        <translation>%1 的新最佳成績：%2，用時 %3。</translation>
    </message>
    <message>
        <source>Table &amp;Cache…</source>
        <translation>表格快取(&amp;C)…</translation>
    </message>
    <message>
        <source>Where tables are kept on disk, how much they take, and emptying it</source>
        <translation>查看表格在磁碟上的存放位置與占用空間，並可清空</translation>
    </message>
    <message>
        <source>&amp;Watch the Search…</source>
        <translation>觀看搜尋(&amp;W)…</translation>
    </message>
    <message>
        <source>See an engine at work on this position, step by step</source>
        <translation>一步一步地觀看引擎在該局面上的工作</translation>
    </message>
    <message>
        <source>Cannot watch a search yet: %1</source>
        <translation>還不能觀看搜尋：%1</translation>
    </message>
    <message>
        <source>Load from Watch the Search</source>
        <translation>從觀看搜尋載入</translation>
    </message>
</context>
<context>
    <name>pl::Preset</name>
    <message>
        <source>Lights Out</source>
        <translation>熄燈</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>欄數</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>列數</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>顏色數</translation>
    </message>
    <message>
        <source>Sliding puzzle</source>
        <translation>滑塊謎題</translation>
    </message>
    <message>
        <source>Loopover</source>
        <translation>循環方陣</translation>
    </message>
    <message>
        <source>TopSpin</source>
        <translation>翻轉轉盤</translation>
    </message>
    <message>
        <source>Discs</source>
        <translation>圓片數</translation>
    </message>
    <message>
        <source>Turnstile</source>
        <translation>轉台大小</translation>
    </message>
    <message>
        <source>A {0}x{1} board of lights; a press toggles a light and its neighbours: switch them all off.</source>
        <translation>{0}x{1} 的燈盤；按一下會切換一盞燈及其相鄰的燈：把它們全部熄滅。</translation>
    </message>
    <message>
        <source>Each square of the {0}x{1} board is a light, on or off. Pressing a square toggles it and the squares directly above, below, left and right of it. Switch every light off with as few presses as possible. Columns are lettered from a on the left and rows numbered from 1 at the top, so a1 is the top-left square and {2} the bottom-right one. The order of presses does not matter and pressing a square twice undoes it, so an answer presses each square at most once and lists the squares row by row from a1; among answers with equally few presses the one that comes first in that order is given. On some boards not every position can be switched off: the program says so when it cannot.</source>
        <translation>{0}x{1} 盤上的每個方格是一盞燈，亮或熄。按一個方格會切換它以及它正上、正下、左邊和右邊的方格。用盡可能少的按壓次數把所有燈熄滅。直行從左邊起用字母 a 開始標記，橫列從頂部起從 1 開始編號，所以 a1 是左上角的方格，{2} 是右下角的方格。按壓的先後順序無關緊要，同一方格按兩次就恢復原樣，所以答案中每個方格最多按一次，並從 a1 起按橫列依序列出這些方格；在按壓次數同樣少的答案中，取按此順序最靠前的一個。在某些盤面上並非每種局面都能全部熄滅：無法熄滅時程式會說明。</translation>
    </message>
    <message>
        <source>A {0}x{1} board of lights that are off, red or green: switch them all off.</source>
        <translation>{0}x{1} 的燈盤，每盞燈為熄滅、紅色或綠色：把它們全部熄滅。</translation>
    </message>
    <message>
        <source>Each square of the {0}x{1} board is off, red or green. Pressing a square moves it and the squares directly above, below, left and right of it one step along off, red, green and back to off. Switch every light off with as few presses as possible. Columns are lettered from a on the left and rows numbered from 1 at the top, so a1 is the top-left square and {2} the bottom-right one. The order of presses does not matter and three presses of one square cancel, so an answer presses each square at most twice and lists the presses row by row from a1; among answers with equally few presses the one that comes first in that order, press by press, is given. On some boards not every position can be switched off: the program says so when it cannot.</source>
        <translation>{0}x{1} 盤上的每個方格為熄滅、紅色或綠色。按一個方格，會使它以及它正上、正下、左邊和右邊的方格沿著熄滅、紅、綠、再回到熄滅的順序前進一步。用盡可能少的按壓次數把所有燈熄滅。直行從左邊起用字母 a 開始標記，橫列從頂部起從 1 開始編號，所以 a1 是左上角的方格，{2} 是右下角的方格。按壓的先後順序無關緊要，同一方格按三次就相互抵消，所以答案中每個方格最多按兩次，並從 a1 起按橫列依序列出各次按壓；在按壓次數同樣少的答案中，逐次比較，取按此順序最靠前的一個。在某些盤面上並非每種局面都能全部熄滅：無法熄滅時程式會說明。</translation>
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
        <translation>紅</translation>
    </message>
    <message>
        <source>green</source>
        <translation>綠</translation>
    </message>
    <message>
        <source>{0} sliding tiles on a {1}x{2} tray: put them in order. Half of the arrangements can be solved.</source>
        <translation>{1}x{2} 盤上的 {0} 個滑塊：把它們排好順序。一半的排列可解。</translation>
    </message>
    <message>
        <source>{0} numbered tiles and one empty square lie on a {1}x{2} tray. A tile next to the empty square can slide into it; a move is named after the way the empty square travels: U (up), D (down), L (left), R (right). Bring the tiles into the order 1 to {0}, row by row from the top-left, with the empty square in the bottom-right corner, in as few moves as possible; among the shortest answers the first in the order D, L, R, U, move by move, is given. Only half of all arrangements can be solved: swapping two tiles of a solvable one makes it unsolvable.</source>
        <translation>{1}x{2} 的盤上有 {0} 個編號的方塊和一個空格。與空格相鄰的方塊可以滑入空格；每一步以空格移動的方向命名：U（上）、D（下）、L（左）、R（右）。用盡可能少的步數把方塊排成 1 到 {0} 的順序，從左上角起按橫列依序排列，空格位於右下角；在最短的答案中，逐步按 D、L、R、U 的順序比較，取最靠前的一個。只有一半的排列可解：把可解排列中的兩個方塊對調，就變得不可解。</translation>
    </message>
    <message>
        <source>{2} tiles on a {0}x{1} grid whose rows and columns wrap around: put them in order.</source>
        <translation>{0}x{1} 方陣上的 {2} 個方塊，橫列與直行首尾相接：把它們排好順序。</translation>
    </message>
    <message>
        <source>{2} numbered tiles fill a {0}x{1} grid. A move shifts a whole row one square to the right or a whole column one square down, and the tile pushed off the edge comes back on the other side. Rows are R1 to R{1} from the top, columns C1 to C{0} from the left; R1&apos; shifts row 1 to the left and C1&apos; shifts column 1 up, each counting as one move. Bring the tiles into the order 1 to {2}, row by row from the top-left, in as few moves as possible; among the shortest answers the first in the order R1, R1&apos;, R2, R2&apos;, ..., C1, C1&apos;, ..., move by move, is given.</source>
        <translation>{2} 個編號的方塊填滿 {0}x{1} 的方陣。每一步把一整個橫列向右移一格，或把一整個直行向下移一格，被推出邊緣的方塊從另一側回來。橫列從上到下為 R1 到 R{1}，直行從左到右為 C1 到 C{0}；R1&apos; 把第 1 橫列向左移，C1&apos; 把第 1 直行向上移，各算一步。用盡可能少的步數把方塊排成 1 到 {2} 的順序，從左上角起按橫列依序排列；在最短的答案中，逐步按 R1、R1&apos;、R2、R2&apos;、……、C1、C1&apos;、…… 的順序比較，取最靠前的一個。</translation>
    </message>
    <message>
        <source>{0} numbered discs on a ring track with a turnstile that reverses {1} of them: put them in order.</source>
        <translation>環形軌道上的 {0} 個編號圓片和一個能把其中 {1} 個倒轉順序的轉台：把它們排好順序。</translation>
    </message>
    <message>
        <source>{0} numbered discs sit on a ring track. Move R slides every disc one place clockwise round the track, R&apos; one place anticlockwise. The turnstile at the top holds {1} neighbouring discs; move F turns it over, which reverses the order of those {1} discs. Bring the discs into the order 1 to {0} clockwise round the ring, in as few moves as possible; where on the ring disc 1 ends up does not matter. Among the shortest answers the first in the order R, R&apos;, F, move by move, is given.</source>
        <translation>{0} 個編號圓片放在環形軌道上。操作 R 把所有圓片沿軌道順時針移一格，R&apos; 逆時針移一格。頂部的轉台容納 {1} 個相鄰的圓片；操作 F 把轉台翻過來，使這 {1} 個圓片的順序倒轉。用盡可能少的步數把圓片沿環順時針排成 1 到 {0} 的順序；圓片 1 最後在環上的位置無關緊要。在最短的答案中，逐步按 R、R&apos;、F 的順序比較，取最靠前的一個。</translation>
    </message>
    <message>
        <source>Lights Out {0}x{1}</source>
        <translation>熄燈 {0}x{1}</translation>
    </message>
    <message>
        <source>Lights Out {0}x{1}, three colours</source>
        <translation>熄燈 {0}x{1}，三色</translation>
    </message>
    <message>
        <source>{0}-puzzle ({1}x{2})</source>
        <translation>{0} 數字推盤（{1}x{2}）</translation>
    </message>
    <message>
        <source>Loopover {0}x{1}</source>
        <translation>循環方陣 {0}x{1}</translation>
    </message>
    <message>
        <source>TopSpin {0}, turnstile of {1}</source>
        <translation>翻轉轉盤 {0}，轉台 {1}</translation>
    </message>
</context>
<context>
    <name>pl::Problem</name>
    <message>
        <source>expected {0} numbers, found {1}</source>
        <translation>應有 {0} 個數，實有 {1} 個</translation>
    </message>
    <message>
        <source>number {0}: &quot;{1}&quot; is not a whole number</source>
        <translation>第 {0} 個數：&quot;{1}&quot; 不是整數</translation>
    </message>
    <message>
        <source>cell {0}: {1} is not a value 0..{2}</source>
        <translation>格子 {0}：{1} 不是 0..{2} 之間的值</translation>
    </message>
    <message>
        <source>cell {0}: {1} is not a label of this puzzle ({2})</source>
        <translation>格子 {0}：{1} 不是這個謎題的標籤（{2}）</translation>
    </message>
    <message>
        <source>not a rearrangement of the start: label {0} appears {1} times instead of {2}</source>
        <translation>不是初始局面的重新排列：標籤 {0} 出現 {1} 次，而不是 {2} 次</translation>
    </message>
    <message>
        <source>the goal must give a value for every cell</source>
        <translation>目標必須為每個格子給出一個值</translation>
    </message>
    <message>
        <source>the goal must give {0} values, it gives {1}</source>
        <translation>目標必須給出 {0} 個值，實際給出 {1} 個</translation>
    </message>
    <message>
        <source>the goal names cell {0}, but the puzzle has cells 0..{1} only</source>
        <translation>目標指定了格子 {0}，但謎題只有格子 0..{1}</translation>
    </message>
    <message>
        <source>the uniform goal lists no cells</source>
        <translation>uniform 目標沒有列出任何格子</translation>
    </message>
    <message>
        <source>the anyOf goal lists no alternatives</source>
        <translation>anyOf 目標沒有列出任何備選目標</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is not a move (the moves are {1})</source>
        <translation>&quot;{0}&quot; 不是走法（走法有 {1}）</translation>
    </message>
    <message>
        <source>the search handles at most {0} moves, the puzzle has {1}</source>
        <translation>搜尋最多處理 {0} 種走法，而謎題有 {1} 種</translation>
    </message>
    <message>
        <source>the file is {0} bytes; a definition may be at most {1} bytes</source>
        <translation>檔案有 {0} 位元組；定義檔最多 {1} 位元組</translation>
    </message>
    <message>
        <source>the file is UTF-16 (or UTF-32) text; save it as UTF-8</source>
        <translation>檔案是 UTF-16（或 UTF-32）文字；請另存為 UTF-8</translation>
    </message>
    <message>
        <source>a NUL byte: this is not JSON text</source>
        <translation>含有 NUL 位元組：這不是 JSON 文字</translation>
    </message>
    <message>
        <source>a second byte order mark; one is allowed only at the very start</source>
        <translation>出現了第二個位元組順序標記（BOM）；它只能出現在最開頭</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>檔案是空的</translation>
    </message>
    <message>
        <source>the text is not UTF-8: the byte 0x{0} does not belong here</source>
        <translation>文字不是 UTF-8：位元組 0x{0} 不應出現在這裡</translation>
    </message>
    <message>
        <source>arrays and objects are nested more than {0} deep</source>
        <translation>陣列和物件的巢狀超過了 {0} 層</translation>
    </message>
    <message>
        <source>not valid JSON: {0}</source>
        <translation>不是有效的 JSON：{0}</translation>
    </message>
    <message>
        <source>a definition is one JSON object, not {0}</source>
        <translation>定義檔應是一個 JSON 物件，而不是 {0}</translation>
    </message>
    <message>
        <source>the key &quot;{0}&quot; occurs twice in this object (first at line {1}, column {2})</source>
        <translation>鍵 &quot;{0}&quot; 在此物件中出現了兩次（第一次在第 {1} 行，第 {2} 欄）</translation>
    </message>
    <message>
        <source>{0} more problems not listed</source>
        <translation>另有 {0} 個問題未列出</translation>
    </message>
    <message>
        <source>unknown key &quot;{0}&quot; (only keys that start with x- may be added)</source>
        <translation>未知的鍵 &quot;{0}&quot;（只能加入以 x- 開頭的鍵）</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is not used by {1} puzzles</source>
        <translation>{1} 類謎題不使用 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>the required key &quot;{0}&quot; is missing</source>
        <translation>缺少必要的鍵 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>expected a string, found {0}</source>
        <translation>應為字串，實為 {0}</translation>
    </message>
    <message>
        <source>expected an integer, found {0}</source>
        <translation>應為整數，實為 {0}</translation>
    </message>
    <message>
        <source>expected a number, found {0}</source>
        <translation>應為數字，實為 {0}</translation>
    </message>
    <message>
        <source>expected an array, found {0}</source>
        <translation>應為陣列，實為 {0}</translation>
    </message>
    <message>
        <source>expected an object, found {0}</source>
        <translation>應為物件，實為 {0}</translation>
    </message>
    <message>
        <source>expected true or false, found {0}</source>
        <translation>應為 true 或 false，實為 {0}</translation>
    </message>
    <message>
        <source>this text must not be empty</source>
        <translation>此文字不能為空</translation>
    </message>
    <message>
        <source>this text must be one line, without control characters</source>
        <translation>此文字必須是一行，且不含控制字元</translation>
    </message>
    <message>
        <source>{0} entries; at most {1} are allowed</source>
        <translation>有 {0} 項；最多允許 {1} 項</translation>
    </message>
    <message>
        <source>the format version must be the integer 1, not {0}</source>
        <translation>格式版本必須是整數 1，而不是 {0}</translation>
    </message>
    <message>
        <source>this is format version {0}; this program reads format 1</source>
        <translation>這是格式版本 {0}；本程式只能讀取格式 1</translation>
    </message>
    <message>
        <source>the puzzle key must be 1 to 40 of a-z, 0-9 and &apos;-&apos;, not starting with &apos;-&apos;, not {0}</source>
        <translation>謎題鍵必須由 1 到 40 個 a-z、0-9 和 &apos;-&apos; 組成，且不以 &apos;-&apos; 開頭，而不是 {0}</translation>
    </message>
    <message>
        <source>the kind must be &quot;dial&quot;, &quot;permutation&quot; or &quot;sliding&quot;, not {0}</source>
        <translation>種類必須是 &quot;dial&quot;、&quot;permutation&quot; 或 &quot;sliding&quot;，而不是 {0}</translation>
    </message>
    <message>
        <source>a puzzle needs at least one cell</source>
        <translation>謎題至少需要一個格子</translation>
    </message>
    <message>
        <source>a cell id must not be empty</source>
        <translation>格子的 id 不能為空</translation>
    </message>
    <message>
        <source>a cell id is a string or an integer, not {0}</source>
        <translation>格子的 id 應是字串或整數，而不是 {0}</translation>
    </message>
    <message>
        <source>the id {0} is already the id of cells[{1}]</source>
        <translation>id {0} 已經是 cells[{1}] 的 id</translation>
    </message>
    <message>
        <source>the shape must be &quot;dial&quot;, &quot;square&quot; or &quot;circle&quot;, not {0}</source>
        <translation>形狀必須是 &quot;dial&quot;、&quot;square&quot; 或 &quot;circle&quot;，而不是 {0}</translation>
    </message>
    <message>
        <source>no cell has the id {0}</source>
        <translation>沒有 id 為 {0} 的格子</translation>
    </message>
    <message>
        <source>no cell has the id {0}: cells[{1}] has this id written as a number; write it the same way here</source>
        <translation>沒有 id 為 {0} 的格子：cells[{1}] 的這個 id 寫成了數字；這裡也請照樣寫</translation>
    </message>
    <message>
        <source>no cell has the id {0}: cells[{1}] has this id written as a string; write it the same way here</source>
        <translation>沒有 id 為 {0} 的格子：cells[{1}] 的這個 id 寫成了字串；這裡也請照樣寫</translation>
    </message>
    <message>
        <source>at least one cell must be listed</source>
        <translation>至少要列出一個格子</translation>
    </message>
    <message>
        <source>the cell {0} is listed twice</source>
        <translation>格子 {0} 被列出了兩次</translation>
    </message>
    <message>
        <source>the modulus must be an integer from 2 to 64, not {0}</source>
        <translation>模數必須是 2 到 64 之間的整數，而不是 {0}</translation>
    </message>
    <message>
        <source>at least one label is needed</source>
        <translation>至少需要一個標籤</translation>
    </message>
    <message>
        <source>a label is an integer from 0 to 255, not {0}</source>
        <translation>標籤應是 0 到 255 之間的整數，而不是 {0}</translation>
    </message>
    <message>
        <source>the label {0} is listed twice</source>
        <translation>標籤 {0} 被列出了兩次</translation>
    </message>
    <message>
        <source>a value is an integer from 0 to {1}, not {0}</source>
        <translation>值應是 0 到 {1} 之間的整數，而不是 {0}</translation>
    </message>
    <message>
        <source>{0} is not one of the labels</source>
        <translation>{0} 不是標籤之一</translation>
    </message>
    <message>
        <source>expected {0} entries (one per cell), found {1}</source>
        <translation>應有 {0} 項（每個格子一項），實有 {1} 項</translation>
    </message>
    <message>
        <source>not a rearrangement of start: label {0} occurs {1} times here and {2} times in start</source>
        <translation>不是 start 的重新排列：標籤 {0} 在這裡出現 {1} 次，在 start 中出現 {2} 次</translation>
    </message>
    <message>
        <source>the blank {0} is not one of the labels</source>
        <translation>空格 {0} 不是標籤之一</translation>
    </message>
    <message>
        <source>the blank {0} must occur exactly once in start, not {1} times</source>
        <translation>空格 {0} 必須在 start 中恰好出現一次，而不是 {1} 次</translation>
    </message>
    <message>
        <source>moveOrder must list &quot;U&quot;, &quot;D&quot;, &quot;L&quot; and &quot;R&quot;, each once</source>
        <translation>moveOrder 必須列出 &quot;U&quot;、&quot;D&quot;、&quot;L&quot; 和 &quot;R&quot;，各一次</translation>
    </message>
    <message>
        <source>a sliding puzzle uses the move metric, not {0}</source>
        <translation>滑塊謎題使用 move 度量，而不是 {0}</translation>
    </message>
    <message>
        <source>the cells of a sliding puzzle have whole-number coordinates, not {0}</source>
        <translation>滑塊謎題的格子座標必須是整數，而不是 {0}</translation>
    </message>
    <message>
        <source>this cell is at the same place as cells[{0}]</source>
        <translation>這個格子與 cells[{0}] 的位置相同</translation>
    </message>
    <message>
        <source>no two cells are neighbours, so the blank can never move</source>
        <translation>沒有任何兩個格子相鄰，所以空格永遠無法移動</translation>
    </message>
    <message>
        <source>a {0} puzzle needs at least one move</source>
        <translation>{0} 類謎題至少需要一種走法</translation>
    </message>
    <message>
        <source>a move name must not be empty</source>
        <translation>走法名稱不能為空</translation>
    </message>
    <message>
        <source>the move name {0} must not contain spaces or control characters</source>
        <translation>走法名稱 {0} 不能含有空格或控制字元</translation>
    </message>
    <message>
        <source>the move name {0} is already the name of moves[{1}]</source>
        <translation>走法名稱 {0} 已經是 moves[{1}] 的名稱</translation>
    </message>
    <message>
        <source>add is a list of cell ids or an object {cell id: amount}, not {0}</source>
        <translation>add 應是格子 id 的清單，或物件 {格子 id: 增量}，而不是 {0}</translation>
    </message>
    <message>
        <source>this move changes nothing</source>
        <translation>這個走法什麼也不改變</translation>
    </message>
    <message>
        <source>a cycle needs at least two cells</source>
        <translation>一個循環至少需要兩個格子</translation>
    </message>
    <message>
        <source>the cell {0} occurs twice in this move&apos;s cycles</source>
        <translation>格子 {0} 在這個走法的循環中出現了兩次</translation>
    </message>
    <message>
        <source>clicking the cell {0} already plays moves[{1}]</source>
        <translation>按一下格子 {0} 已經會執行 moves[{1}]</translation>
    </message>
    <message>
        <source>the metric must be &quot;move&quot;, &quot;inverse&quot; or &quot;power&quot;, not {0}</source>
        <translation>度量必須是 &quot;move&quot;、&quot;inverse&quot; 或 &quot;power&quot;，而不是 {0}</translation>
    </message>
    <message>
        <source>a goal has exactly one of &quot;values&quot;, &quot;uniform&quot; and &quot;anyOf&quot;</source>
        <translation>目標必須恰好含有 &quot;values&quot;、&quot;uniform&quot; 和 &quot;anyOf&quot; 中的一個</translation>
    </message>
    <message>
        <source>the goal needs {0} cells holding label {1}; start has only {2}</source>
        <translation>目標需要 {0} 個格子為標籤 {1}；start 中只有 {2} 個</translation>
    </message>
    <message>
        <source>no label occurs {0} times in start, so these cells can never all hold one label</source>
        <translation>沒有任何標籤在 start 中出現 {0} 次，所以這些格子永遠不可能全是同一個標籤</translation>
    </message>
    <message>
        <source>anyOf needs at least one goal</source>
        <translation>anyOf 至少需要一個目標</translation>
    </message>
    <message>
        <source>editableGoal needs a full values goal (no null) of a permutation or sliding puzzle</source>
        <translation>editableGoal 需要排列謎題或滑塊謎題的完整 values 目標（不含 null）</translation>
    </message>
    <message>
        <source>with the {0} metric there would be more than {1} moves</source>
        <translation>使用 {0} 度量時走法會超過 {1} 種</translation>
    </message>
    <message>
        <source>the move name &quot;{0}&quot; contains the separator &quot;{1}&quot;</source>
        <translation>走法名稱 &quot;{0}&quot; 含有分隔符號 &quot;{1}&quot;</translation>
    </message>
    <message>
        <source>with the {0} metric two moves are named &quot;{1}&quot; (the other comes from moves[{2}])</source>
        <translation>使用 {0} 度量時有兩個走法都名為 &quot;{1}&quot;（另一個來自 moves[{2}]）</translation>
    </message>
    <message>
        <source>the key &quot;{0}&quot; is not one of the labels</source>
        <translation>鍵 &quot;{0}&quot; 不是標籤之一</translation>
    </message>
    <message>
        <source>a colour is written #rrggbb, not {0}</source>
        <translation>顏色應寫成 #rrggbb，而不是 {0}</translation>
    </message>
    <message>
        <source>expected {0} value names (one per value), found {1}</source>
        <translation>應有 {0} 個值名稱（每個值一個），實有 {1} 個</translation>
    </message>
    <message>
        <source>the style must be &quot;outline&quot; or &quot;shade&quot;, not {0}</source>
        <translation>樣式必須是 &quot;outline&quot; 或 &quot;shade&quot;，而不是 {0}</translation>
    </message>
    <message>
        <source>an example may give a goal only when editableGoal is true</source>
        <translation>只有當 editableGoal 為 true 時，範例才能給出目標</translation>
    </message>
    <message>
        <source>the engine {0} solves only the puzzle&apos;s own goal</source>
        <translation>引擎 {0} 只能求解謎題本身的目標</translation>
    </message>
    <message>
        <source>there is no engine called {0} for {1}</source>
        <translation>{1} 沒有名為 {0} 的引擎</translation>
    </message>
    <message>
        <source>the engine ran out of memory</source>
        <translation>引擎記憶體不足</translation>
    </message>
    <message>
        <source>the move-count system has more than {0} solutions for this goal; use another engine</source>
        <translation>對這個目標，步數方程組有超過 {0} 個解；請換用其他引擎</translation>
    </message>
    <message>
        <source>cannot open the file: {0}</source>
        <translation>無法開啟檔案：{0}</translation>
    </message>
    <message>
        <source>cannot read the file</source>
        <translation>無法讀取檔案</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <translation>這是資料夾，不是檔案</translation>
    </message>
    <message>
        <source>this is not a regular file (a device, a pipe or a socket)</source>
        <translation>這不是一般檔案（而是裝置、管道或通訊端）</translation>
    </message>
    <message>
        <source>the file is {0} bytes long; a definition is at most {1} bytes</source>
        <translation>檔案長 {0} 位元組；定義檔最多 {1} 位元組</translation>
    </message>
    <message>
        <source>the key {0} is already taken by {1}</source>
        <translation>鍵 {0} 已被 {1} 佔用</translation>
    </message>
    <message>
        <source>{0} has no goal to give: write the position alone</source>
        <translation>{0} 沒有可給出的目標：只寫局面即可</translation>
    </message>
    <message>
        <source>the line is longer than {0} bytes</source>
        <translation>這一行超過了 {0} 位元組</translation>
    </message>
    <message>
        <source>the file is {0} bytes long; a solution file is at most 1 MiB</source>
        <translation>檔案長 {0} 位元組；解答檔案最多 1 MiB</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; save it as UTF-8</source>
        <translation>檔案是 UTF-16 文字；請另存為 UTF-8</translation>
    </message>
    <message>
        <source>this is not a text file</source>
        <translation>這不是文字檔案</translation>
    </message>
    <message>
        <source>the file does not start with the header &apos;PuzzleLab solution 1&apos;</source>
        <translation>檔案不是以標題行 &apos;PuzzleLab solution 1&apos; 開頭</translation>
    </message>
    <message>
        <source>solution file version &apos;{0}&apos; is not supported; this program reads version 1</source>
        <translation>不支援解答檔案版本 &apos;{0}&apos;；本程式只能讀取版本 1</translation>
    </message>
    <message>
        <source>this is not a &apos;key: value&apos; line</source>
        <translation>這不是 &apos;key: value&apos; 形式的行</translation>
    </message>
    <message>
        <source>a second &apos;{0}:&apos; line; the first is line {1}</source>
        <translation>第二個 &apos;{0}:&apos; 行；第一個在第 {1} 行</translation>
    </message>
    <message>
        <source>the file has no &apos;{0}:&apos; line</source>
        <translation>檔案中沒有 &apos;{0}:&apos; 行</translation>
    </message>
    <message>
        <source>the puzzle &apos;{0}&apos; is not in the library</source>
        <translation>謎題 &apos;{0}&apos; 不在謎題庫中</translation>
    </message>
    <message>
        <source>the length &apos;{0}&apos; is not a whole number</source>
        <translation>長度 &apos;{0}&apos; 不是整數</translation>
    </message>
    <message>
        <source>the length {0} does not match the {1} moves</source>
        <translation>長度 {0} 與 {1} 步走法不符</translation>
    </message>
    <message>
        <source>move {1} ({0}) cannot be made there</source>
        <translation>第 {1} 步（{0}）在那裡走不了</translation>
    </message>
    <message>
        <source>the moves do not reach the goal</source>
        <translation>這些走法到達不了目標</translation>
    </message>
    <message>
        <source>the result says &apos;{0}&apos;, but the moves give &apos;{1}&apos;</source>
        <translation>結果寫的是 &apos;{0}&apos;，但走法得到的是 &apos;{1}&apos;</translation>
    </message>
    <message>
        <source>the {0} value &apos;{1}&apos; is not a number</source>
        <translation>{0} 的值 &apos;{1}&apos; 不是數字</translation>
    </message>
    <message>
        <source>line {0}, column {1} ({2})</source>
        <translation>第 {0} 行，第 {1} 欄（{2}）</translation>
    </message>
    <message>
        <source>line {0}, column {1}</source>
        <translation>第 {0} 行，第 {1} 欄</translation>
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
        <translation>目標的格子 {0}：{1} 不是這個謎題的標籤或值</translation>
    </message>
    <message>
        <source>the table engine handles at most {0} cells, the puzzle has {1}</source>
        <translation>table 引擎最多處理 {0} 個格子，而謎題有 {1} 個</translation>
    </message>
    <message>
        <source>a move repeats only after {0} turns; without its inverse among the moves, the table engine handles moves that repeat within {1} turns</source>
        <translation>有一個走法要 {0} 次才回到原狀；走法中沒有它的逆走法時，table 引擎只能處理 {1} 次以內回到原狀的走法</translation>
    </message>
    <message>
        <source>an empty separator needs one-character move names, but one is &quot;{0}&quot;</source>
        <translation>空分隔符要求每個走法名只有一個字元，但有一個是 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>the ida engine handles at most {0} cells, the puzzle has {1}</source>
        <translation>迭代加深搜尋引擎最多處理 {0} 個格子，這個謎題有 {1} 個</translation>
    </message>
    <message>
        <source>the ida engine cannot tell whether this position can reach this goal (it would search forever if not); use another engine</source>
        <translation>迭代加深搜尋引擎無法判斷這個局面能否到達這個目標（如果不能，它會永遠搜尋下去）；請改用其他引擎</translation>
    </message>
    <message>
        <source>cannot create the folder {0}: {1}</source>
        <translation>無法建立資料夾 {0}：{1}</translation>
    </message>
    <message>
        <source>cannot write the file: {0}</source>
        <translation>無法寫入檔案：{0}</translation>
    </message>
    <message>
        <source>no free file name for a new puzzle in {0}</source>
        <translation>{0} 中沒有可用於新謎題的檔名</translation>
    </message>
    <message>
        <source>no folder for your own puzzles is known (neither &apos;XDG_DATA_HOME&apos; nor &apos;HOME&apos; is an absolute path)</source>
        <translation>不知道你自己的謎題放在哪個資料夾（&apos;XDG_DATA_HOME&apos; 和 &apos;HOME&apos; 都不是絕對路徑）</translation>
    </message>
    <message>
        <source>the key {0} belongs to the bundled puzzle {1}; give this puzzle a key of its own</source>
        <translation>鍵 {0} 屬於內建謎題 {1}；請給這個謎題另取一個鍵</translation>
    </message>
    <message>
        <source>{0} is a bundled puzzle: it is always in the library and is not copied</source>
        <translation>{0} 是內建謎題：它一直在謎題庫中，不會被複製</translation>
    </message>
    <message>
        <source>there is no puzzle with the key {0} in the library</source>
        <translation>謎題庫中沒有鍵為 {0} 的謎題</translation>
    </message>
    <message>
        <source>there is no folder for your own puzzles: neither &quot;XDG_DATA_HOME&quot; nor &quot;HOME&quot; is set</source>
        <translation>沒有存放你自己謎題的資料夾：&quot;XDG_DATA_HOME&quot; 和 &quot;HOME&quot; 都未設定</translation>
    </message>
    <message>
        <source>cannot create the folder {0}</source>
        <translation>無法建立資料夾 {0}</translation>
    </message>
    <message>
        <source>{0} already exists and holds another text; it was not overwritten</source>
        <translation>{0} 已存在且內容不同；沒有覆寫它</translation>
    </message>
    <message>
        <source>cannot write {0}: {1}</source>
        <translation>無法寫入 {0}：{1}</translation>
    </message>
    <message>
        <source>{0} is not a number</source>
        <translation>{0} 不是數字</translation>
    </message>
    <message>
        <source>{0} (the text looks like UTF-16; save it as UTF-8 or ASCII)</source>
        <translation>{0}（文字似乎是 UTF-16 編碼；請另存為 UTF-8 或 ASCII）</translation>
    </message>
    <message>
        <source>{0} (a byte order mark is allowed only at the very start)</source>
        <translation>{0}（位元組順序標記 BOM 只能出現在最開頭）</translation>
    </message>
    <message>
        <source>{0} (a no-break space is no separator; use a plain space)</source>
        <translation>{0}（不換行空格不能作分隔符號；請使用一般空格）</translation>
    </message>
    <message>
        <source>{0} (full-width digits and spaces are not read; use ASCII ones)</source>
        <translation>{0}（不辨識全形數字和全形空格；請使用 ASCII 半形字元）</translation>
    </message>
    <message>
        <source>tile value {0} is out of range {1}..{2}</source>
        <translation>方塊數值 {0} 超出範圍 {1}..{2}</translation>
    </message>
    <message>
        <source>expected {0} numbers (the target), found {1}</source>
        <translation>應有 {0} 個數（目標），實有 {1} 個</translation>
    </message>
    <message>
        <source>expected {0} numbers (the board) or {1} (board / target), found {2}</source>
        <translation>應有 {0} 個數（棋盤）或 {1} 個數（棋盤 / 目標），實有 {2} 個</translation>
    </message>
    <message>
        <source>expected one &apos;/&apos; between board and target, found {0}</source>
        <translation>棋盤和目標之間應有一個 &apos;/&apos;，實有 {0} 個</translation>
    </message>
    <message>
        <source>expected {0} cells, found {1}</source>
        <translation>應有 {0} 個格子，實有 {1} 個</translation>
    </message>
    <message>
        <source>clock {0} shows {1}; a clock shows 3, 6, 9 or 12</source>
        <translation>時鐘 {0} 指向 {1}；時鐘只能指向 3、6、9 或 12</translation>
    </message>
    <message>
        <source>board: {0}</source>
        <translation>棋盤：{0}</translation>
    </message>
    <message>
        <source>target: {0}</source>
        <translation>目標：{0}</translation>
    </message>
    <message>
        <source>board repeats tile {0}</source>
        <translation>棋盤中方塊 {0} 重複</translation>
    </message>
    <message>
        <source>target repeats tile {0}</source>
        <translation>目標中方塊 {0} 重複</translation>
    </message>
    <message>
        <source>board has tile {0}; tiles are 1 to 8</source>
        <translation>棋盤中有方塊 {0}；方塊只能是 1 到 8</translation>
    </message>
    <message>
        <source>target has tile {0}; tiles are 1 to 8</source>
        <translation>目標中有方塊 {0}；方塊只能是 1 到 8</translation>
    </message>
    <message>
        <source>cell {0}: {1}</source>
        <translation>格子 {0}：{1}</translation>
    </message>
    <message>
        <source>{0} is not a label (1, 2 or 3)</source>
        <translation>{0} 不是標籤（1、2 或 3）</translation>
    </message>
    <message>
        <source>label {0} appears once</source>
        <translation>標籤 {0} 出現 1 次</translation>
    </message>
    <message>
        <source>label {0} appears {1} times</source>
        <translation>標籤 {0} 出現 {1} 次</translation>
    </message>
    <message>
        <source>{0} (each must appear 8 times)</source>
        <translation>{0}（每種標籤都必須恰好出現 8 次）</translation>
    </message>
    <message>
        <source>{0}, {1} (each must appear 8 times)</source>
        <translation>{0}，{1}（每種標籤都必須恰好出現 8 次）</translation>
    </message>
    <message>
        <source>{0}, {1}, {2} (each must appear 8 times)</source>
        <translation>{0}，{1}，{2}（每種標籤都必須恰好出現 8 次）</translation>
    </message>
    <message>
        <source>a clocks position has 9 clocks, not {0}</source>
        <translation>時鐘問題的局面有 9 個時鐘，而不是 {0} 個</translation>
    </message>
    <message>
        <source>clock {0} is {1} quarter turns past 12, more than 3</source>
        <translation>時鐘 {0} 從 12 點轉過了 {1} 個四分之一圈，超過 3 個</translation>
    </message>
    <message>
        <source>a Magic Squares position has 16 cells (board and target), not {0}</source>
        <translation>魔板的局面有 16 個格子（棋盤和目標），而不是 {0} 個</translation>
    </message>
    <message>
        <source>{0} (the input is empty)</source>
        <translation>{0}（輸入為空）</translation>
    </message>
    <message>
        <source>input ends without the final 0</source>
        <translation>輸入結束時缺少最後的 0</translation>
    </message>
    <message>
        <source>unexpected {0} after the final 0</source>
        <translation>最後的 0 之後出現了多餘的 {0}</translation>
    </message>
    <message>
        <source>a goal after &apos;/&apos; cannot be given here: the cases are solved for the puzzle&apos;s own goal ({0} reads goals)</source>
        <translation>此處不能在 &apos;/&apos; 之後給出目標：這些測資按謎題自己的目標求解（{0} 可以讀取目標）</translation>
    </message>
    <message>
        <source>{0} is not a list of moves; moves are 1 to 9</source>
        <translation>{0} 不是走法序列；走法為 1 到 9</translation>
    </message>
    <message>
        <source>{0} is not a list of moves; moves are A, B and C</source>
        <translation>{0} 不是走法序列；走法為 A、B 和 C</translation>
    </message>
    <message>
        <source>{0} is not a move (moves are A to H)</source>
        <translation>{0} 不是走法（走法為 A 到 H）</translation>
    </message>
    <message>
        <source>a move is out of range</source>
        <translation>有一步走法超出範圍</translation>
    </message>
    <message>
        <source>the file is {0} bytes long; a solution file is at most 1 MiB, so this is not one</source>
        <translation>檔案長 {0} 位元組；解答檔案最多 1 MiB，所以這不是解答檔案</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; a solution file is UTF-8 (save it as UTF-8)</source>
        <translation>檔案是 UTF-16 文字；解答檔案應為 UTF-8（請另存為 UTF-8）</translation>
    </message>
    <message>
        <source>the file is empty or does not start with the header {0}</source>
        <translation>檔案為空，或不以檔頭 {0} 開頭</translation>
    </message>
    <message>
        <source>{0} is not the header of a PuzzleLab solution file ({1})</source>
        <translation>{0} 不是 PuzzleLab 解答檔案的檔頭（{1}）</translation>
    </message>
    <message>
        <source>the header has no version number</source>
        <translation>檔頭缺少版本號</translation>
    </message>
    <message>
        <source>solution file version {0} is not supported; this program reads version {1}</source>
        <translation>不支援解答檔案版本 {0}；本程式讀取版本 {1}</translation>
    </message>
    <message>
        <source>contains a NUL byte; this is not a text file</source>
        <translation>含有 NUL 位元組；這不是文字檔案</translation>
    </message>
    <message>
        <source>{0} is not a &apos;key: value&apos; line</source>
        <translation>{0} 不是 &apos;key: value&apos; 形式的行</translation>
    </message>
    <message>
        <source>a line starts with &apos;:&apos; but has no key</source>
        <translation>某行以 &apos;:&apos; 開頭，缺少鍵名</translation>
    </message>
    <message>
        <source>a second {0} line; the first is line {1}</source>
        <translation>第二個 {0} 行；第一個在第 {1} 行</translation>
    </message>
    <message>
        <source>the key {0} should be {1} (the file has no {2} line)</source>
        <translation>鍵 {0} 應為 {1}（檔案中沒有 {2} 行）</translation>
    </message>
    <message>
        <source>the file has no {0} line</source>
        <translation>檔案中沒有 {0} 行</translation>
    </message>
    <message>
        <source>no puzzle is named (expected one of {0})</source>
        <translation>未指定謎題（應為以下之一：{0}）</translation>
    </message>
    <message>
        <source>unknown puzzle {0} (expected one of {1})</source>
        <translation>未知謎題 {0}（應為以下之一：{1}）</translation>
    </message>
    <message>
        <source>bad position: {0}</source>
        <translation>局面有誤：{0}</translation>
    </message>
    <message>
        <source>bad moves: {0}</source>
        <translation>走法有誤：{0}</translation>
    </message>
    <message>
        <source>the length {0} is not a whole number</source>
        <translation>長度 {0} 不是非負整數</translation>
    </message>
    <message>
        <source>the length {0} does not match the {1} moves on line {2}</source>
        <translation>長度 {0} 與第 {2} 行的 {1} 步走法不符</translation>
    </message>
    <message>
        <source>the moves do not solve the position on line {0}</source>
        <translation>這些走法解不開第 {0} 行的局面</translation>
    </message>
    <message>
        <source>the result {0} is not a centre label (1, 2 or 3)</source>
        <translation>結果 {0} 不是中心標籤（1、2 或 3）</translation>
    </message>
    <message>
        <source>the result says centre label {0}, but the moves leave label {1} in the centre</source>
        <translation>結果稱中心標籤為 {0}，但走完後中心是標籤 {1}</translation>
    </message>
    <message>
        <source>the result {0} should be &apos;solved&apos;</source>
        <translation>結果 {0} 應為 &apos;solved&apos;</translation>
    </message>
    <message>
        <source>the node count {0} is not a whole number</source>
        <translation>節點數 {0} 不是非負整數</translation>
    </message>
    <message>
        <source>the time {0} is not a number of milliseconds</source>
        <translation>時間 {0} 不是毫秒數</translation>
    </message>
    <message>
        <source>no combination of moves solves this position</source>
        <translation>沒有任何走法組合能解開這個局面</translation>
    </message>
    <message>
        <source>the target cannot be reached from this board</source>
        <translation>從這個棋盤無法到達目標</translation>
    </message>
    <message>
        <source>no solution within {0} moves</source>
        <translation>{0} 步之內無解</translation>
    </message>
    <message>
        <source>case {3}</source>
        <translation>測資 {3}</translation>
    </message>
    <message>
        <source>case {3} ({2})</source>
        <translation>測資 {3}（{2}）</translation>
    </message>
    <message>
        <source>the search needs more than {0} of memory, above the limit of {1}</source>
        <translation>搜尋需要超過 {0} 的記憶體，超出了 {1} 的上限</translation>
    </message>
    <message>
        <source>the table would need {0} of memory, more than the limit of {1}</source>
        <translation>表需要 {0} 的記憶體，超過了 {1} 的上限</translation>
    </message>
    <message>
        <source>{0} must be from {2} to {3}, not {1}</source>
        <translation>{0}必須在 {2} 到 {3} 之間，而不是 {1}</translation>
    </message>
    <message>
        <source>this kind of puzzle takes {0} numbers, not {1}</source>
        <translation>這種謎題需要 {0} 個數，而不是 {1} 個</translation>
    </message>
    <message>
        <source>a turnstile of {0} discs must be smaller than the ring of {1} discs</source>
        <translation>{0} 個圓片的轉台必須小於 {1} 個圓片的圓環</translation>
    </message>
    <message>
        <source>{0} already holds another puzzle; it was left as it is</source>
        <translation>{0} 已存放另一個謎題，未作改動</translation>
    </message>
    <message>
        <source>the puzzle {0} stays in the library as this file last read, until the file reads again</source>
        <translation>謎題 {0} 仍以此檔案上次成功讀取時的樣子留在謎題庫中，直到檔案能再次讀取</translation>
    </message>
    <message>
        <source>positions far from the goal may need more memory than the limit of {1}: a table of every position would need {0}</source>
        <translation>離目標較遠的局面可能需要超過 {1} 上限的記憶體：記錄所有局面的表需要 {0}</translation>
    </message>
    <message>
        <source>the engine stopped with an error: {0}</source>
        <translation>引擎出錯停止：{0}</translation>
    </message>
    <message>
        <source>a NUL byte: this is not a text file</source>
        <translation>含有 NUL 字節：這不是文本文件</translation>
    </message>
    <message>
        <source>a second solved state (Solved or StartState): a file has one</source>
        <translation>第二個已還原狀態（Solved 或 StartState）：一個文件只能有一個</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; before any Set: the sets come first</source>
        <translation>&quot;{0}&quot; 出現在任何 Set 之前：集合必須先給出</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is out of order: a twsearch file gives Name first, then the Sets, then Solved (or StartState), then the moves</source>
        <translation>&quot;{0}&quot; 的位置不對：twsearch 文件依次給出 Name、各個 Set、Solved（或 StartState），然後是走法</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; takes {1} words after it on its line, found {2}</source>
        <translation>&quot;{0}&quot; 所在行其後應有 {1} 個詞，實有 {2} 個</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; takes at least {1} words after it on its line</source>
        <translation>&quot;{0}&quot; 所在行其後至少應有 {1} 個詞</translation>
    </message>
    <message>
        <source>expected a whole number, found &quot;{0}&quot;</source>
        <translation>應為非負整數，實為 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>the set &quot;{0}&quot; is defined twice</source>
        <translation>集合 &quot;{0}&quot; 定義了兩次</translation>
    </message>
    <message>
        <source>the {0} block that starts on line {1} has no End</source>
        <translation>從第 {1} 行開始的 {0} 塊缺少 End</translation>
    </message>
    <message>
        <source>the set &quot;{0}&quot; is named without its numbers</source>
        <translation>給出了集合 &quot;{0}&quot; 的名字，卻沒有它的數字</translation>
    </message>
    <message>
        <source>a line of numbers before any set&apos;s name</source>
        <translation>在任何集合名之前出現了一行數字</translation>
    </message>
    <message>
        <source>a third line of numbers for the set &quot;{0}&quot;: a set has a line of pieces and at most one of twists</source>
        <translation>集合 &quot;{0}&quot; 出現了第三行數字：一個集合只有一行塊和至多一行扭轉</translation>
    </message>
    <message>
        <source>the set &quot;{0}&quot; has {1} slots: this line has {2} numbers</source>
        <translation>集合 &quot;{0}&quot; 有 {1} 個槽位：這一行有 {2} 個數</translation>
    </message>
    <message>
        <source>&quot;?&quot; stands for any twist, not for a piece</source>
        <translation>&quot;?&quot; 表示任意扭轉，不能代表塊</translation>
    </message>
    <message>
        <source>&quot;?&quot; (any twist) is only for the solved state</source>
        <translation>&quot;?&quot;（任意扭轉）只能用於已還原狀態</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; inside a {1} block: is its End missing?</source>
        <translation>&quot;{0}&quot; 出現在 {1} 塊內部：是不是缺少 End？</translation>
    </message>
    <message>
        <source>no set is called &quot;{0}&quot; (in a {1} block)</source>
        <translation>沒有名為 &quot;{0}&quot; 的集合（在 {1} 塊中）</translation>
    </message>
    <message>
        <source>the set &quot;{0}&quot; is given twice in this block</source>
        <translation>集合 &quot;{0}&quot; 在此塊中給出了兩次</translation>
    </message>
    <message>
        <source>the set &quot;{0}&quot; has alike pieces with &quot;?&quot; twists and without: &quot;?&quot; on some pieces only is read when those pieces differ from the others</source>
        <translation>集合 &quot;{0}&quot; 中有相同的塊，一些扭轉為 &quot;?&quot;，一些不是：只有當這些塊與其他塊不同時，才能讀取部分塊上的 &quot;?&quot;</translation>
    </message>
    <message>
        <source>the name &quot;{0}&quot; is given to two moves</source>
        <translation>名字 &quot;{0}&quot; 被用於兩個走法</translation>
    </message>
    <message>
        <source>the move &quot;{0}&quot; does not move the pieces of set &quot;{1}&quot; as a permutation: {2} is out of range or comes twice</source>
        <translation>走法 &quot;{0}&quot; 對集合 &quot;{1}&quot; 的塊不是一個置換：{2} 超出範圍或出現了兩次</translation>
    </message>
    <message>
        <source>no move is called &quot;{0}&quot;</source>
        <translation>沒有名為 &quot;{0}&quot; 的走法</translation>
    </message>
    <message>
        <source>Illegal (blocked pieces) is not supported: the file is refused rather than solved without that rule</source>
        <translation>不支持 Illegal（受阻的塊）：與其忽略這條規則求解，不如拒絕這個文件</translation>
    </message>
    <message>
        <source>End without a block to end</source>
        <translation>多餘的 End：沒有需要結束的塊</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is not a word of a twsearch file (Name, Set, Solved, StartState, Move, MoveTransformation, MoveAlias, MoveSequence)</source>
        <translation>&quot;{0}&quot; 不是 twsearch 文件的關鍵字（Name、Set、Solved、StartState、Move、MoveTransformation、MoveAlias、MoveSequence）</translation>
    </message>
    <message>
        <source>the file has no {0}</source>
        <translation>文件中沒有 {0}</translation>
    </message>
    <message>
        <source>{0} is out of range: expected {1} to {2}</source>
        <translation>{0} 超出範圍：應在 {1} 到 {2} 之間</translation>
    </message>
    <message>
        <source>the pieces of &quot;{0}&quot; are numbered with a gap: {1} is missing</source>
        <translation>&quot;{0}&quot; 的塊編號有間斷：缺少 {1}</translation>
    </message>
    <message>
        <source>the metric makes {0} moves; a puzzle may have at most {1}</source>
        <translation>該度量產生 {0} 個走法；一個謎題最多只能有 {1} 個</translation>
    </message>
    <message>
        <source>two moves are called &quot;{0}&quot;</source>
        <translation>有兩個走法都叫 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>a KPuzzle definition is one JSON object, not {0}</source>
        <translation>KPuzzle 定義應為一個 JSON 對象，而不是 {0}</translation>
    </message>
    <message>
        <source>unknown key &quot;{0}&quot;</source>
        <translation>未知的鍵 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>an orbit without a name</source>
        <translation>有一個軌道沒有名字</translation>
    </message>
    <message>
        <source>the orbit &quot;{0}&quot; is defined twice</source>
        <translation>軌道 &quot;{0}&quot; 定義了兩次</translation>
    </message>
    <message>
        <source>the puzzle has no orbits</source>
        <translation>謎題沒有任何軌道</translation>
    </message>
    <message>
        <source>no orbit is called &quot;{0}&quot;</source>
        <translation>沒有名為 &quot;{0}&quot; 的軌道</translation>
    </message>
    <message>
        <source>orientationMod of the orbit &quot;{0}&quot; is read when each entry is 0 or the orbit&apos;s number of orientations (every turn counts) or 1 (turns do not count), and alike pieces have the same</source>
        <translation>軌道 &quot;{0}&quot; 的 orientationMod 只有每項為 0 或該軌道的朝向數（每次轉動都計數）或 1（轉動不計），且相同的塊取值相同時才能讀取</translation>
    </message>
    <message>
        <source>the puzzle has no moves</source>
        <translation>謎題沒有任何走法</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; cannot be a move&apos;s name (empty, or with spaces)</source>
        <translation>&quot;{0}&quot; 不能作為走法的名字（為空或含有空格）</translation>
    </message>
    <message>
        <source>the move &quot;{0}&quot; does not move the pieces of the orbit &quot;{1}&quot; as a permutation</source>
        <translation>走法 &quot;{0}&quot; 對軌道 &quot;{1}&quot; 的塊不是一個置換</translation>
    </message>
    <message>
        <source>the derived move &quot;{0}&quot; is not a plain sequence of moves: &quot;{1}&quot; is not a move</source>
        <translation>派生走法 &quot;{0}&quot; 不是單純的走法序列：&quot;{1}&quot; 不是走法</translation>
    </message>
    <message>
        <source>move &apos;{0}&apos; does not exist</source>
        <translation>走法 &apos;{0}&apos; 不存在</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; is a sequence through the rotation &apos;{1}&apos;, and rotations are not played</source>
        <translation>&apos;{0}&apos; 是經過整體轉動 &apos;{1}&apos; 的序列，而整體轉動不會被執行</translation>
    </message>
    <message>
        <source>the sequence plays more than {0} moves</source>
        <translation>該序列要執行超過 {0} 步</translation>
    </message>
    <message>
        <source>the move &apos;{0}&apos; cannot be played there</source>
        <translation>走法 &apos;{0}&apos; 在那裡無法執行</translation>
    </message>
    <message>
        <source>cell {0}: the stickers of the piece {1} are not one of the puzzle&apos;s pieces turned (a piece is never mirrored, and each is there as often as in start)</source>
        <translation>格 {0}：塊 {1} 的貼紙不是本謎題某一塊轉動後的樣子（塊不能鏡像翻轉，且每種塊出現的次數須與 start 相同）</translation>
    </message>
    <message>
        <source>goal cell {0}: the cells of the piece {1} must all be free or show one of the puzzle&apos;s pieces turned</source>
        <translation>目標格 {0}：塊 {1} 的各格必須全部不限，或顯示本謎題某一塊轉動後的樣子</translation>
    </message>
    <message>
        <source>a puzzle with pieces needs a goal of values, not of uniform cells</source>
        <translation>有塊的謎題需要按值給出的目標，不能用同色格目標</translation>
    </message>
    <message>
        <source>the move {0} carries the stickers of the piece {1} onto more than one piece (a move turns whole pieces)</source>
        <translation>走法 {0} 把塊 {1} 的貼紙帶到了不止一個塊上（走法只能整塊轉動）</translation>
    </message>
    <message>
        <source>the move {0} reverses the order of the piece {1}&apos;s stickers (a piece is turned, never mirrored)</source>
        <translation>走法 {0} 顛倒了塊 {1} 的貼紙順序（塊只能轉動，不能鏡像翻轉）</translation>
    </message>
    <message>
        <source>the piece {0} shows the same stickers when turned, so its twist cannot be seen: give its stickers different labels</source>
        <translation>塊 {0} 轉動後貼紙看起來不變，因此看不出它的朝向：請給它的貼紙不同的標籤</translation>
    </message>
    <message>
        <source>a puzzle with pieces needs a values goal (or anyOf values goals), not uniform</source>
        <translation>有塊的謎題需要 values 目標（或由 values 目標組成的 anyOf），不能用 uniform</translation>
    </message>
    <message>
        <source>the cells of the piece {0} must all be null or show one of start&apos;s pieces, turned, not mirrored</source>
        <translation>塊 {0} 的各格必須全部為 null，或顯示 start 中某一塊轉動（而非鏡像）後的樣子</translation>
    </message>
    <message>
        <source>the cells of the piece {0} do not show one of start&apos;s pieces turned (a piece is never mirrored, and each is there as often as in start)</source>
        <translation>塊 {0} 的各格不是 start 中某一塊轉動後的樣子（塊不能鏡像翻轉，且每種塊出現的次數須與 start 相同）</translation>
    </message>
    <message>
        <source>the goal fixes a piece but leaves its twist free (or the other way round); a format 1 definition fixes or frees whole pieces</source>
        <translation>目標固定了某一塊卻不限定它的朝向（或反過來）；格式 1 的定義只能整塊固定或整塊不限</translation>
    </message>
    <message>
        <source>as stickers the puzzle would need {0} labels; format 1 allows 256</source>
        <translation>寫成貼紙時這個謎題需要 {0} 個標籤；格式 1 最多允許 256 個</translation>
    </message>
    <message>
        <source>{0} of memory is needed, and tables kept for other solves hold {2} that they cannot let go of now: together more than the limit of {1}</source>
        <translation>需要 {0} 記憶體，而為其他求解保留的表佔用了 {2}，此刻無法釋放：兩者合計超過了 {1} 的上限</translation>
    </message>
</context>
<context>
    <name>pl::Progress</name>
    <message>
        <source>searching</source>
        <translation>搜尋中</translation>
    </message>
    <message>
        <source>breadth-first search</source>
        <translation>廣度優先搜尋</translation>
    </message>
    <message>
        <source>building table</source>
        <translation>正在建表</translation>
    </message>
    <message>
        <source>searching bound {0}</source>
        <translation>搜尋界限 {0}</translation>
    </message>
    <message>
        <source>enumerating move counts</source>
        <translation>正在列舉步數組合</translation>
    </message>
    <message>
        <source>counting every board</source>
        <translation>正在統計所有盤面</translation>
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
        <translation>套用解答（1 步）</translation>
    </message>
    <message>
        <source>Apply solution (%1 moves)</source>
        <translation>套用解答（%1 步）</translation>
    </message>
</context>
<context>
    <name>pl::PuzzleFacts</name>
    <message numerus="yes">
        <source>dials: each cell shows one of %n values</source>
        <translation>
            <numerusform>轉盤：每個格子顯示 %n 個值之一</numerusform>
        </translation>
    </message>
    <message>
        <source>permutation: each move carries the pieces along cycles of cells</source>
        <translation>置換：每個走法讓棋子沿格子的循環移動</translation>
    </message>
    <message>
        <source>sliding: a tile next to the empty square slides into it</source>
        <translation>滑塊：與空格相鄰的方塊可以滑入空格</translation>
    </message>
    <message numerus="yes">
        <source>%n different tiles: %1</source>
        <translation>
            <numerusform>%n 個不同的方塊：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n different pieces: %1</source>
        <translation>
            <numerusform>%n 個不同的棋子：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of label %2</source>
        <translation>標籤 %2 共 %1 個</translation>
    </message>
    <message numerus="yes">
        <source>%n pieces: %1 each of labels %2</source>
        <translation>
            <numerusform>%n 個棋子：標籤 %2 各 %1 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pieces: %1</source>
        <translation>
            <numerusform>%n 個棋子：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>and the empty square (label %1)</source>
        <translation>以及空格（標籤 %1）</translation>
    </message>
    <message>
        <source>each move counts 1</source>
        <translation>每個走法計為 1 步</translation>
    </message>
    <message>
        <source>each move of the definition and its inverse (&apos;) count 1 each</source>
        <translation>定義中的每個走法及其逆走法（&apos;）各計為 1 步</translation>
    </message>
    <message>
        <source>each move of the definition and each of its powers (X2, X&apos;) count 1 each</source>
        <translation>定義中的每個走法及其每個冪（X2、X&apos;）各計為 1 步</translation>
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
        <translation>%1（預設）</translation>
    </message>
    <message>
        <source>does not fit: it would need %1, more than the limit of %2</source>
        <translation>不適用：需要 %1，超過上限 %2</translation>
    </message>
    <message>
        <source>does not fit: %1</source>
        <translation>不適用：%1</translation>
    </message>
    <message>
        <source>tables of %1</source>
        <translation>需要 %1 的表</translation>
    </message>
    <message>
        <source>a breadth-first search per position; memory grows with the answer&apos;s length</source>
        <translation>對每個局面做一次廣度優先搜尋；記憶體隨答案長度增長</translation>
    </message>
    <message>
        <source>solves the move-count equations; no tables</source>
        <translation>求解走法次數的方程組；不需要表</translation>
    </message>
    <message>
        <source>IDA* with pattern databases within the memory limit</source>
        <translation>IDA*，使用記憶體上限以內的模式資料庫</translation>
    </message>
    <message>
        <source>a table of every position</source>
        <translation>所有局面的表</translation>
    </message>
    <message>
        <source>made for this puzzle</source>
        <translation>專為這個謎題編寫</translation>
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
        <translation>超過 %1 × 10%2</translation>
    </message>
    <message>
        <source>every cell at %1</source>
        <translation>每個格子都為 %1</translation>
    </message>
    <message>
        <source>the position %1</source>
        <translation>局面 %1</translation>
    </message>
    <message>
        <source>%1 of the %2 cells as given, the others any (·): %3</source>
        <translation>%2 個格子中有 %1 個如給定，其餘任意（·）：%3</translation>
    </message>
    <message>
        <source>cells %1 all hold one label, any label</source>
        <translation>格子 %1 全為同一個標籤（任意標籤）</translation>
    </message>
    <message numerus="yes">
        <source>one of %n goals:</source>
        <translation>
            <numerusform>%n 個目標之一：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>……還有 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
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
        <translation>每個走法計為 1 步；走法以空格移動的方向命名</translation>
    </message>
    <message>
        <source>Move order</source>
        <translation>走法順序</translation>
    </message>
    <message>
        <source>%1: among equally short answers, the first in this order is given</source>
        <translation>%1：在同樣短的答案中，給出依此順序最先的一個</translation>
    </message>
    <message>
        <source>The goal can be edited.</source>
        <translation>目標可以編輯。</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Positions</source>
        <translation>局面數</translation>
    </message>
    <message>
        <source>every setting of the cells, solvable or not</source>
        <translation>格子的所有取值，無論能否解開</translation>
    </message>
    <message>
        <source>every rearrangement of the start, solvable or not</source>
        <translation>初始局面的所有重新排列，無論能否解開</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>a breadth-first search per position; %1</source>
        <translation>對每個局面做一次廣度優先搜尋；%1</translation>
    </message>
</context>
<context>
    <name>pl::PuzzleNames</name>
    <message>
        <source>The Clocks</source>
        <translation>時鐘問題</translation>
    </message>
    <message>
        <source>Nine clocks, nine moves: turn every hand to 12 o&apos;clock (IOI 1994).</source>
        <translation>九個時鐘，九種操作：把所有指標撥到 12 點（IOI 1994）。</translation>
    </message>
    <message>
        <source>Magic Squares</source>
        <translation>魔板</translation>
    </message>
    <message>
        <source>A 2x4 board of tiles and three moves A, B, C (USACO).</source>
        <translation>2x4 的方塊棋盤和 A、B、C 三種操作（USACO）。</translation>
    </message>
    <message>
        <source>The Rotation Game</source>
        <translation>旋轉遊戲</translation>
    </message>
    <message>
        <source>Slide the lines of a &apos;#&apos; board until the centre shows one label (POJ 2286).</source>
        <translation>滑動「#」形棋盤的各條線，直到中心顯示同一個標籤（POJ 2286）。</translation>
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
        <translation>開啟解答</translation>
    </message>
</context>
<context>
    <name>pl::RotationBoard</name>
    <message>
        <source>Rotation Game board</source>
        <translation>旋轉遊戲棋盤</translation>
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
        <translation>格子 %1（中心）：標籤 %2。</translation>
    </message>
    <message>
        <source>Cell %1: label %2.</source>
        <translation>格子 %1：標籤 %2。</translation>
    </message>
    <message>
        <source>Click to paint label %1, right-click to go back one label.</source>
        <translation>按一下塗上標籤 %1，按右鍵退回一個標籤。</translation>
    </message>
    <message>
        <source>Click to change the label 1 → 2 → 3, right-click to go back.</source>
        <translation>按一下依 1 → 2 → 3 更改標籤，按右鍵退回。</translation>
    </message>
    <message>
        <source>Cycle: clicking a cell changes its label 1 → 2 → 3 → 1</source>
        <translation>循環：按一下格子，其標籤依 1 → 2 → 3 → 1 變化</translation>
    </message>
    <message>
        <source>Paint label %1: clicking a cell sets it to %1</source>
        <translation>塗色標籤 %1：按一下格子將其設為 %1</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>塗色</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>循環</translation>
    </message>
    <message>
        <source>1 → 2 → 3</source>
        <translation>1 → 2 → 3</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>計數</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>✓ Eight of each label</source>
        <translation>✓ 每個標籤各八個</translation>
    </message>
</context>
<context>
    <name>pl::RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>No puzzle is chosen.</source>
        <translation>沒有選擇謎題。</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>規則：%1</translation>
    </message>
    <message>
        <source>key %1, in the library</source>
        <translation>鍵 %1，內建於謎題庫</translation>
    </message>
    <message>
        <source>key %1, from %2</source>
        <translation>鍵 %1，來自 %2</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>The definition does not say; the facts below tell what the moves and the goal are.</source>
        <translation>定義中沒有說明；下面的資訊列出了走法和目標。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>Facts</source>
        <translation>資訊</translation>
    </message>
    <message>
        <source>In this window a move is shown as an arrow the way the tile goes, with the move&apos;s name beside it: →L slides a tile right, as the empty square goes left. The arrow keys move a tile the same way.</source>
        <translation>在本視窗中，每一步顯示為方塊移動方向的箭頭，旁邊是這一步的名稱：→L 表示方塊向右滑，即空格向左移。方向鍵也按同樣的方向移動方塊。</translation>
    </message>
</context>
<context>
    <name>pl::SafeSave</name>
    <message>
        <source>No file name was given.</source>
        <translation>沒有給出檔案名稱。</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a file.</source>
        <translation>「%1」是資料夾，不是檔案。</translation>
    </message>
    <message>
        <source>Could not create “%1”: %2</source>
        <translation>無法建立「%1」：%2</translation>
    </message>
    <message>
        <source>Could not write “%1”: %2</source>
        <translation>無法寫入「%1」：%2</translation>
    </message>
    <message>
        <source>Could not write all of “%1”; the disk may be full.</source>
        <translation>無法完整寫入「%1」；磁碟可能已滿。</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2</source>
        <translation>無法儲存「%1」：%2</translation>
    </message>
    <message>
        <source>“%1” is a pipe or a socket, not a file.</source>
        <translation>「%1」是管線或通訊端，不是檔案。</translation>
    </message>
</context>
<context>
    <name>pl::SavedGames</name>
    <message>
        <source>the file is %1 bytes, more than a saved game can be</source>
        <translation>檔案有 %1 位元組，超過儲存的對局的上限</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>line %1: this is not a PuzzleLab saved game (it starts with “%2”, not “%3”)</source>
        <translation>第 %1 行：這不是 PuzzleLab 儲存的對局（開頭是「%2」，而不是「%3」）</translation>
    </message>
    <message>
        <source>“%1” is not a whole number from 0 to %2</source>
        <translation>「%1」不是 0 到 %2 之間的整數</translation>
    </message>
    <message>
        <source>“%1” is not a “key: value” line</source>
        <translation>「%1」不是「鍵: 值」形式的行</translation>
    </message>
    <message>
        <source>the file names no puzzle before this line</source>
        <translation>檔案在這一行之前沒有指明謎題</translation>
    </message>
    <message>
        <source>a second puzzle line</source>
        <translation>第二個 puzzle 行</translation>
    </message>
    <message>
        <source>the puzzle “%1” is not among the puzzles of this window</source>
        <translation>謎題「%1」不在本視窗的謎題之中</translation>
    </message>
    <message>
        <source>the start comes after the first step</source>
        <translation>start 行出現在第一步之後</translation>
    </message>
    <message>
        <source>this puzzle&apos;s goal cannot be set</source>
        <translation>這個謎題的目標不能設定</translation>
    </message>
    <message>
        <source>a move line holds one move</source>
        <translation>move 行只能有一步</translation>
    </message>
    <message>
        <source>these moves cannot be played from the position before them</source>
        <translation>這些步無法從它們之前的局面走出</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編輯</translation>
    </message>
    <message>
        <source>a set-goal line belongs right after a set line of a puzzle whose goal can be set</source>
        <translation>set-goal 行只能緊接在可設定目標的謎題的 set 行之後</translation>
    </message>
    <message>
        <source>a name line belongs right after a step</source>
        <translation>name 行只能緊接在一步之後</translation>
    </message>
    <message>
        <source>playing is “yes” or “no”</source>
        <translation>playing 只能是「yes」或「no」</translation>
    </message>
    <message>
        <source>unknown key “%1”</source>
        <translation>未知的鍵「%1」</translation>
    </message>
    <message>
        <source>%1 steps are done, but the file has only %2</source>
        <translation>已完成 %1 步，但檔案只有 %2 步</translation>
    </message>
    <message>
        <source>the game started after the last step done</source>
        <translation>對局開始於最後完成的一步之後</translation>
    </message>
    <message>
        <source>the file has no %1 line</source>
        <translation>檔案沒有 %1 行</translation>
    </message>
</context>
<context>
    <name>pl::SessionView</name>
    <message>
        <source>Solution applied to the position; Undo takes it back.</source>
        <translation>解答已套用到局面；可用「復原」取消。</translation>
    </message>
    <message>
        <source>Scramble</source>
        <translation>打亂</translation>
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
        <translation>開啟解答</translation>
    </message>
    <message>
        <source>Solution files (*.txt);;All files (*)</source>
        <translation>解答檔案 (*.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Cannot Open Solution</source>
        <translation>無法開啟解答</translation>
    </message>
    <message>
        <source>%1

Nothing has been changed.</source>
        <translation>%1

沒有做任何更改。</translation>
    </message>
    <message>
        <source>Export Solution</source>
        <translation>匯出解答</translation>
    </message>
    <message>
        <source>Export Failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <source>%1

The solution has not been lost; you can export it to another place.</source>
        <translation>%1

解答沒有丟失；你可以將它匯出到其他位置。</translation>
    </message>
    <message>
        <source>Solution copied to the clipboard.</source>
        <translation>解答已複製到剪貼簿。</translation>
    </message>
    <message>
        <source>Position copied to the clipboard.</source>
        <translation>局面已複製到剪貼簿。</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼上</translation>
    </message>
    <message>
        <source>There is no solution to export yet.</source>
        <translation>還沒有可匯出的解答。</translation>
    </message>
    <message>
        <source>Solution saved to %1</source>
        <translation>解答已儲存到 %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>開啟 %1</translation>
    </message>
    <message>
        <source>pasted solution</source>
        <translation>貼上的解法</translation>
    </message>
    <message>
        <source>That position is already set up.</source>
        <translation>這個局面已經擺好了。</translation>
    </message>
    <message>
        <source>Paste Position</source>
        <translation>貼上局面</translation>
    </message>
    <message>
        <source>Pasted a position.</source>
        <translation>已貼上局面。</translation>
    </message>
    <message>
        <source>There is no text to paste.</source>
        <translation>沒有可貼上的文字。</translation>
    </message>
    <message>
        <source>This window has no library to add a puzzle to.</source>
        <translation>此視窗沒有可以加入謎題的謎題庫。</translation>
    </message>
    <message>
        <source>%1 was saved for an earlier version of this puzzle&apos;s definition; its moves still solve the position today.</source>
        <translation>%1 是為這個謎題定義的早先版本儲存的；它的走法在今天仍能解開這個局面。</translation>
    </message>
    <message>
        <source>Paste Moves</source>
        <translation>貼上走法</translation>
    </message>
    <message>
        <source>Played the pasted moves.</source>
        <translation>已執行貼上的走法。</translation>
    </message>
</context>
<context>
    <name>pl::SolutionIo</name>
    <message>
        <source>the pasted text contains a NUL byte; it is not plain text</source>
        <translation>貼上的文字含有 NUL 位元組；它不是純文字</translation>
    </message>
    <message>
        <source>the pasted text has no %1 line</source>
        <translation>貼上的文字中沒有 %1 行</translation>
    </message>
    <message>
        <source>the pasted text is empty or does not start with the header %1</source>
        <translation>貼上的文字為空，或不以檔頭 %1 開頭</translation>
    </message>
    <message>
        <source>the key %1 should be %2 (the pasted text has no %3 line)</source>
        <translation>鍵 %1 應為 %2（貼上的文字中沒有 %3 行）</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a solution file.</source>
        <translation>「%1」是資料夾，不是解答檔案。</translation>
    </message>
    <message>
        <source>Could not open “%1”: %2</source>
        <translation>無法開啟「%1」：%2</translation>
    </message>
    <message>
        <source>Could not read “%1”: %2</source>
        <translation>無法讀取「%1」：%2</translation>
    </message>
    <message>
        <source>“%1” is not a PuzzleLab solution that can be opened: %2</source>
        <translation>「%1」不是可以開啟的 PuzzleLab 解答：%2</translation>
    </message>
    <message>
        <source>“%1” is a device or a pipe, not a solution file.</source>
        <translation>「%1」是裝置或管線，不是解法檔案。</translation>
    </message>
    <message>
        <source>“%1” is not a text file, so it is not a PuzzleLab solution.</source>
        <translation>「%1」不是文字檔案，因此不是 PuzzleLab 解答。</translation>
    </message>
    <message>
        <source>There is no solution to save.</source>
        <translation>沒有可儲存的解答。</translation>
    </message>
    <message>
        <source>the puzzle “%1” is not among the puzzles of this window</source>
        <translation>謎題「%1」不在本視窗的謎題之中</translation>
    </message>
    <message>
        <source>the pasted text is %1 bytes long; a solution is at most 1 MiB</source>
        <translation>貼上的文字長 %1 位元組；解答最多 1 MiB</translation>
    </message>
    <message>
        <source>the pasted text is UTF-16 text; paste it as UTF-8</source>
        <translation>貼上的文字是 UTF-16 文字；請以 UTF-8 貼上</translation>
    </message>
    <message>
        <source>the pasted text does not start with the header &apos;PuzzleLab solution 1&apos;</source>
        <translation>貼上的文字不是以標題行 &apos;PuzzleLab solution 1&apos; 開頭</translation>
    </message>
    <message>
        <source>the pasted text has no &apos;%1:&apos; line</source>
        <translation>貼上的文字中沒有 &apos;%1:&apos; 行</translation>
    </message>
</context>
<context>
    <name>pl::SolutionPanel</name>
    <message>
        <source>No solution yet</source>
        <translation>尚無解答</translation>
    </message>
    <message>
        <source>Set up a position and press Solve.</source>
        <translation>設定一個局面，然後按「求解」。</translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1，深度 %2</translation>
    </message>
    <message>
        <source>%1
%2 nodes in %3</source>
        <translation>%1
%3 內搜尋了 %2 個節點</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
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
        <translation>%1（建表用時 %2）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
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
        <translation>步驟立即顯示，不播放動畫</translation>
    </message>
    <message>
        <source>Each move takes %1 ms</source>
        <translation>每步用時 %1 毫秒</translation>
    </message>
    <message>
        <source>%1&#xa0;s</source>
        <translation>%1&#xa0;秒</translation>
    </message>
    <message>
        <source>%1 (tables read from the cache in %2)</source>
        <translation>%1（從快取讀取表格用時 %2）</translation>
    </message>
</context>
<context>
    <name>pl::SolveService</name>
    <message>
        <source>%1 (default)</source>
        <translation>%1（預設）</translation>
    </message>
    <message>
        <source>%1 (may run out of memory)</source>
        <translation>%1（可能記憶體不足）</translation>
    </message>
    <message>
        <source>%1
On this puzzle: %2</source>
        <translation>%1
在這個謎題上：%2</translation>
    </message>
    <message>
        <source>The engine found no answer.</source>
        <translation>引擎沒有找到答案。</translation>
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
        <translation>每個距離的局面數</translation>
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
        <translation>距離解 1 步</translation>
    </message>
    <message>
        <source>%1 moves from solved</source>
        <translation>距離解 %1 步</translation>
    </message>
    <message>
        <source>%1 %2 (%3 %)</source>
        <translation>%1 %2（%3 %）</translation>
    </message>
    <message>
        <source>The hardest distance.</source>
        <translation>最遠的距離。</translation>
    </message>
    <message>
        <source>Click to load one of them.</source>
        <translation>按一下載入其中一個。</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>沒有資料</translation>
    </message>
    <message>
        <source>hardest: %1</source>
        <translation>最難：%1</translation>
    </message>
    <message>
        <source>Moves from solved</source>
        <translation>距離解的步數</translation>
    </message>
    <message>
        <source>%1 (log scale)</source>
        <translation>%1（對數刻度）</translation>
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
        <translation>狀態空間 — %1</translation>
    </message>
    <message>
        <source>How far is every position from solved?</source>
        <translation>每個局面距離解有多遠？</translation>
    </message>
    <message>
        <source>Bar chart; arrow keys choose a bar, Enter loads a position.</source>
        <translation>長條圖；方向鍵選擇長條，Enter 鍵載入局面。</translation>
    </message>
    <message>
        <source>Every board (%1)</source>
        <translation>所有棋盤（%1）</translation>
    </message>
    <message>
        <source>Load one of the hardest positions.</source>
        <translation>載入最難的局面之一。</translation>
    </message>
    <message>
        <source>Click a bar to load a random position at that distance.</source>
        <translation>按一下一個長條，載入該距離的隨機局面。</translation>
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
        <translation>棋盤</translation>
    </message>
    <message>
        <source>board</source>
        <translation>棋盤</translation>
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
        <translation>九個時鐘的 4⁹ = 262,144 種設定各有唯一的最短解。長條圖按所需步數統計這些設定。按一下一個長條，設定該距離的隨機局面。</translation>
    </message>
    <message>
        <source>All 8! = 40,320 arrangements of the tiles can reach the target. The bars count the boards by the number of moves they need to reach it. Click a bar to set up a random board at that distance.</source>
        <translation>方塊的全部 8! = 40,320 種排列都能到達目標。長條圖按到達目標所需的步數統計這些盤面。按一下一個長條，設定該距離的隨機盤面。</translation>
    </message>
    <message>
        <source>Whether the centre is filled depends only on where one label&apos;s eight pieces are, so the exact table covers the C(24, 8) = 735,471 single-label patterns. The bars count patterns by the moves they need; a board needs the smallest of its three labels&apos; counts, so no board needs 14. Click a bar for a board with one label that far away.</source>
        <translation>中心能否填滿只取決於某一個標籤的八個棋子的位置，因此精確表涵蓋 C(24, 8) = 735,471 種單標籤模式。長條圖按所需步數統計模式；一個棋盤所需的步數是其三個標籤中最小的那個，因此沒有棋盤需要 14 步。按一下一個長條，得到一個有某標籤在該距離的棋盤。</translation>
    </message>
    <message>
        <source>Every one of the 24!/(8!)³ = 9,465,511,770 boards, counted by the number of moves it needs (the census). Click a bar for a random board at that distance.</source>
        <translation>全部 24!/(8!)³ = 9,465,511,770 個棋盤，按所需步數統計（普查）。按一下一個長條，得到該距離的隨機棋盤。</translation>
    </message>
    <message>
        <source>%1 %2 · hardest: %3 (%4 %5) · average: %6 moves</source>
        <translation>%1 %2 · 最難：%3（%4 %5）· 平均：%6 步</translation>
    </message>
    <message>
        <source>No position lies %1 from solved.</source>
        <translation>沒有距離解 %1 的局面。</translation>
    </message>
    <message>
        <source>Could not find a position %1 from solved; try again.</source>
        <translation>找不到距離解 %1 的局面；請再試一次。</translation>
    </message>
    <message>
        <source>Loaded a board whose %1 pieces are %2 from the centre; the board itself needs %3, because another label gets there sooner.</source>
        <translation>已載入一個棋盤，其標籤 %1 的棋子距離中心 %2；棋盤本身需要 %3，因為另一個標籤更快到達。</translation>
    </message>
    <message>
        <source>Loaded a board whose %1 pieces are %2 from the centre (and no label is closer).</source>
        <translation>已載入一個棋盤，其標籤 %1 的棋子距離中心 %2（沒有更近的標籤）。</translation>
    </message>
    <message>
        <source>Loaded a position %1 from solved, one of %2.</source>
        <translation>已載入一個距離解 %1 的局面，共有 %2 個。</translation>
    </message>
    <message>
        <source>Loaded one of the hardest positions: %1 from solved.</source>
        <translation>已載入最難的局面之一：距離解 %1。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在開始…</translation>
    </message>
    <message>
        <source>Counting all %1 boards on every core…</source>
        <translation>正在所有核心上統計全部 %1 個棋盤…</translation>
    </message>
    <message>
        <source>&amp;Count Every Board</source>
        <translation>統計所有棋盤(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Count Again</source>
        <translation>再次統計(&amp;C)</translation>
    </message>
    <message>
        <source>Count every board (below) to chart all of them.</source>
        <translation>統計所有棋盤（見下方）即可繪出全部棋盤的圖表。</translation>
    </message>
    <message>
        <source>Chart the single-label patterns or every board.</source>
        <translation>繪出單標籤模式或所有棋盤的圖表。</translation>
    </message>
    <message>
        <source>Not counted yet</source>
        <translation>尚未統計</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>完成</translation>
    </message>
    <message>
        <source>All %1 boards were counted earlier; the result is kept, so it is shown without counting again.</source>
        <translation>全部 %1 個棋盤之前已統計過；結果已儲存，因此無需再次統計即可顯示。</translation>
    </message>
    <message>
        <source>Counting every board takes several seconds on all cores. The result is remembered.</source>
        <translation>統計所有棋盤需要在所有核心上執行幾秒鐘。結果會被儲存。</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2 boards counted · %3</source>
        <translation>已統計 %2 個棋盤中的 %1 個 · %3</translation>
    </message>
    <message>
        <source>Stopped after %1; nothing was kept.</source>
        <translation>在 %1 後停止；沒有保留任何結果。</translation>
    </message>
    <message>
        <source>Counted %1 boards in %2, but that is not every board; the result was not kept.</source>
        <translation>在 %2 內統計了 %1 個棋盤，但並非全部棋盤；結果未保留。</translation>
    </message>
    <message>
        <source>Counted all %1 boards in %2.</source>
        <translation>在 %2 內統計了全部 %1 個棋盤。</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <source>Stopped after %1; the chart still shows the earlier count of every board.</source>
        <translation>在 %1 後停止；圖表仍顯示先前對所有棋盤的統計。</translation>
    </message>
    <message>
        <source>Counting the positions…</source>
        <translation>正在統計局面…</translation>
    </message>
    <message>
        <source>Looking for a position %1 from solved…</source>
        <translation>正在尋找離解開 %1 步的局面…</translation>
    </message>
    <message>
        <source>Looking for one of the hardest positions…</source>
        <translation>正在尋找一個最難的局面…</translation>
    </message>
    <message>
        <source>The bars count the positions that can be reached by the number of moves their shortest solution takes. Click a bar to set up a random position at that distance.</source>
        <translation>長條圖按最短解所需的步數統計可到達的局面。點選一根長條，設定該距離的隨機局面。</translation>
    </message>
    <message>
        <source>Single-label patterns</source>
        <translation>單標籤模式</translation>
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
        <translation>棋盤是否已解只取決於它的一部分，因此精確表統計的是這些模式，而不是每個棋盤。長條圖按所需步數統計模式。按一下一個長條，得到一個具有該模式的棋盤。</translation>
    </message>
    <message>
        <source>Every one of the %1 boards, counted by the number of moves it needs (the census). Click a bar for a random board at that distance.</source>
        <translation>全部 %1 個棋盤，按所需步數統計（普查）。按一下一個長條，得到該距離的隨機棋盤。</translation>
    </message>
</context>
<context>
    <name>pl::TableCacheDialog</name>
    <message>
        <source>Table Cache</source>
        <translation>表格快取</translation>
    </message>
    <message>
        <source>Tables of 256 KiB or more (pattern databases, distance tables) are kept on disk, so that the next Solve of the same puzzle starts at once, in this session or the next. A damaged file is built again, never trusted.</source>
        <translation>256 KiB 及以上的表格（模式資料庫、距離表）會保存在磁碟上，這樣無論在本次還是下次執行中，再次求解同一謎題都能立即開始。損壞的檔案會重新建構，絕不會被直接採用。</translation>
    </message>
    <message>
        <source>&amp;Keep tables on disk</source>
        <translation>在磁碟上保存表格(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Empty the Cache</source>
        <translation>清空快取(&amp;E)</translation>
    </message>
    <message>
        <source>The cache is empty.</source>
        <translation>快取是空的。</translation>
    </message>
    <message>
        <source>1 table, %1</source>
        <translation>1 個表格，%1</translation>
    </message>
    <message>
        <source>%1 tables, %2</source>
        <translation>%1 個表格，%2</translation>
    </message>
    <message>
        <source>Some tables could not be deleted from %1.</source>
        <translation>%1 中有些表格無法刪除。</translation>
    </message>
    <message>
        <source>Folder:</source>
        <translation>資料夾：</translation>
    </message>
    <message>
        <source>Holds:</source>
        <translation>內容：</translation>
    </message>
    <message>
        <source>none on this system: tables are built at every start</source>
        <translation>此系統上沒有：每次啟動都會重新建構表格</translation>
    </message>
    <message>
        <source>Use the &amp;largest tables</source>
        <translation>使用最大的表(&amp;L)</translation>
    </message>
    <message>
        <source>The 15-puzzle then also gets databases of 7 and 8 tiles (550 MiB on disk): its hardest positions take seconds instead of tens of seconds. The 3x3x3 gets a database of all its corners, databases of its edges and the table of Kociemba&apos;s first phase (1.3 GB): a position 16 moves from solved takes about ten seconds, a random one (17 or 18 moves) still minutes or more. The first Solve builds them for a few minutes and needs up to 1.7 GB of memory; kept on disk, they are read in a few seconds after that.</source>
        <translation>這樣 15 數字推盤還會得到 7 塊和 8 塊的資料庫（磁碟上 550 MiB）：它最難的局面只需幾秒，而不是幾十秒。三階魔術方塊會得到全部角塊的資料庫、邊塊的資料庫和 Kociemba 第一階段的表（1.3 GB）：離復原 16 步的局面約需十秒，隨機局面（17 或 18 步）仍需幾分鐘或更久。第一次求解要花幾分鐘建立它們，並需要最多 1.7 GB 記憶體；保存在磁碟上之後，讀取它們只需幾秒。</translation>
    </message>
    <message>
        <source>In memory:</source>
        <translation>記憶體中：</translation>
    </message>
    <message>
        <source>No tables now; the whole program may hold %1.</source>
        <translation>現在沒有表；整個程式最多可佔用 %1。</translation>
    </message>
    <message>
        <source>%1 of tables, of the %2 the whole program may hold; the least recently used go first when a solve needs room.</source>
        <translation>表佔用 %1，整個程式最多可佔用 %2；求解需要空間時，最久未用的表先被釋放。</translation>
    </message>
</context>
<context>
    <name>pl::TableWorker</name>
    <message>
        <source>There is not enough memory for the table.</source>
        <translation>記憶體不足，無法建立表。</translation>
    </message>
    <message>
        <source>The table stopped with an error: %1</source>
        <translation>建表因錯誤而停止：%1</translation>
    </message>
    <message>
        <source>No puzzle was named.</source>
        <translation>沒有指定謎題。</translation>
    </message>
    <message>
        <source>This puzzle has no pattern boards.</source>
        <translation>這個謎題沒有模式棋盤。</translation>
    </message>
    <message>
        <source>No moves lead from this position to the goal.</source>
        <translation>從這個局面出發，沒有任何走法能到達目標。</translation>
    </message>
    <message>
        <source>The search found no answer.</source>
        <translation>搜尋沒有找到答案。</translation>
    </message>
</context>
<context>
    <name>pl::UserGuideDialog</name>
    <message>
        <source>PuzzleLab User Guide</source>
        <translation>PuzzleLab 使用者指南</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目錄</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>使用者指南</translation>
    </message>
    <message>
        <source>The guide could not be read from the program&apos;s resources.</source>
        <translation>無法從程式資源中讀取指南。</translation>
    </message>
    <message>
        <source>Find in the guide (Enter: next)</source>
        <translation>在指南中尋找（Enter：下一個）</translation>
    </message>
    <message>
        <source>This guide is in English.</source>
        <translation>本指南為英文。</translation>
    </message>
    <message>
        <source>Not found</source>
        <translation>找不到</translation>
    </message>
    <message>
        <source>User &amp;Guide</source>
        <translation>使用者指南(&amp;G)</translation>
    </message>
    <message>
        <source>The handbook: every menu, playing, solving, writing a puzzle</source>
        <translation>手冊：每個選單、遊玩、求解、撰寫謎題</translation>
    </message>
</context>
<context>
    <name>pl::ViewMenu</name>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>Show &amp;Library</source>
        <translation>顯示謎題庫(&amp;L)</translation>
    </message>
    <message>
        <source>Show or hide the list of puzzles</source>
        <translation>顯示或隱藏謎題列表</translation>
    </message>
    <message>
        <source>Show &amp;Solution Panel</source>
        <translation>顯示解答面板(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the panel with the engine, the solution and playback</source>
        <translation>顯示或隱藏包含引擎、解答和回放的面板</translation>
    </message>
</context>
<context>
    <name>pl::WatchDetails</name>
    <message>
        <source>(none: the start)</source>
        <translation>（無：起點）</translation>
    </message>
    <message>
        <source>Rank %1</source>
        <translation>序號 %1</translation>
    </message>
    <message>
        <source>Cantor code %1 = %2 (each digit: how many later cells hold a smaller value)</source>
        <translation>康托編碼 %1 = %2（每一位：其後的格子中有幾個較小的值）</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>路徑：%1</translation>
    </message>
    <message>
        <source>Taken from the queue at depth %1.</source>
        <translation>在深度 %1 從隊列中取出。</translation>
    </message>
    <message>
        <source>g = %1 (moves made), h = %2 (at least this many to go), f = g + h = %3</source>
        <translation>g = %1（已走步數），h = %2（至少還需這麼多步），f = g + h = %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Cut off&lt;/b&gt;: f = %1 is over the bound %2.</source>
        <translation>&lt;b&gt;剪枝&lt;/b&gt;：f = %1 超過界限 %2。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The goal&lt;/b&gt;, within the bound: the answer.</source>
        <translation>&lt;b&gt;目標&lt;/b&gt;，在界限之內：這就是答案。</translation>
    </message>
    <message>
        <source>Nodes: %1</source>
        <translation>節點：%1</translation>
    </message>
    <message>
        <source>Cut off by the bound: %1</source>
        <translation>被界限剪去：%1</translation>
    </message>
    <message>
        <source>Left out by the move rules (never undo the last move, a fixed order for moves that commute): %1</source>
        <translation>被走法規則略去（從不撤銷上一步，可交換的走法按固定順序）：%1</translation>
    </message>
    <message>
        <source>Left out as unreachable (the tables say no way on): %1</source>
        <translation>因不可達而略去（表顯示無路可走）：%1</translation>
    </message>
    <message>
        <source>Last iteration: bound %1, %2 nodes; next bound %3</source>
        <translation>上一輪迭代：界限 %1，%2 個節點；下一個界限 %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Positions stored: %1 in %2 complete layers</source>
        <translation>已存儲的局面：%1，共 %2 個完整的層</translation>
    </message>
    <message>
        <source>Memory: %1</source>
        <translation>記憶體：%1</translation>
    </message>
    <message>
        <source>Trying counts (%1): %2 moves%3</source>
        <translation>正在嘗試的次數（%1）：%2 步%3</translation>
    </message>
    <message>
        <source>, solves it</source>
        <translation>，可以解開</translation>
    </message>
    <message>
        <source>%1 of %2 tried</source>
        <translation>已嘗試 %2 個中的 %1 個</translation>
    </message>
    <message>
        <source>Best so far (%1): %2 moves — the fewest moves of any vector that solves it, and among as few the smallest sequence</source>
        <translation>目前最佳（%1）：%2 步 — 在所有能解開的向量中步數最少，步數相同時序列最小</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <source>Search time: %1 ms (pauses left out)</source>
        <translation>搜尋時間：%1 毫秒（不含暫停）</translation>
    </message>
    <message>
        <source>The system modulo %1: a row per cell the goal sets, a column per move; each entry is how far that move turns that cell.</source>
        <translation>模 %1 的方程組：目標所設定的每個格子一列，每種走法一行；每個元素表示該走法把該格子轉動多少。</translation>
    </message>
    <message>
        <source>Pivot %1: the smallest entry left, swapped to row %2, column %3.</source>
        <translation>主元 %1：剩餘元素中最小的一個，交換到第 %2 列、第 %3 行。</translation>
    </message>
    <message>
        <source>Row %1 and column %2 cleared modulo %3 by subtracting multiples of the pivot (a remainder left over becomes the next, smaller pivot).</source>
        <translation>透過減去主元的倍數，把第 %1 列和第 %2 行在模 %3 下消為零（留下的餘數成為下一個更小的主元）。</translation>
    </message>
    <message>
        <source>Diagonal: rank %1 after %2 pivots. Each solvable position has %3 solutions modulo %4 (the kernel).</source>
        <translation>已對角化：經過 %2 個主元後秩為 %1。每個可解的局面在模 %4 下有 %3 個解（核）。</translation>
    </message>
    <message>
        <source>Solution %1 of the kernel tried: counts (%2), %3 moves</source>
        <translation>嘗試核中的第 %1 個解：次數（%2），共 %3 步</translation>
    </message>
    <message>
        <source>Best so far (%1): %2 moves — the fewest moves, and among as few the smallest sequence</source>
        <translation>目前最佳（%1）：%2 步 — 步數最少，步數相同時序列最小</translation>
    </message>
    <message>
        <source>Expanded at distance %1 from the goal of the table being built: a table is built backwards from its goal, a layer at a time.</source>
        <translation>在距所建表格的目標 %1 步處展開：表格從它的目標出發向後建立，一次一層。</translation>
    </message>
</context>
<context>
    <name>pl::WatchDialog</name>
    <message>
        <source>Watch the Search — %1</source>
        <translation>觀看搜尋 — %1</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>執行(&amp;R)</translation>
    </message>
    <message>
        <source>Let the search go on at the chosen speed</source>
        <translation>讓搜尋以所選速度繼續</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暫停(&amp;P)</translation>
    </message>
    <message>
        <source>Hold the search where it is</source>
        <translation>讓搜尋停在當前位置</translation>
    </message>
    <message>
        <source>S&amp;tep</source>
        <translation>單步(&amp;T)</translation>
    </message>
    <message>
        <source>Let the search go one event further</source>
        <translation>讓搜尋再前進一個事件</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>下一輪(&amp;N)</translation>
    </message>
    <message>
        <source>Run to the end of the next iteration or layer, then pause</source>
        <translation>執行到下一輪迭代或下一層結束，然後暫停</translation>
    </message>
    <message>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <source>End the watched search</source>
        <translation>結束所觀看的搜尋</translation>
    </message>
    <message>
        <source>Re&amp;start</source>
        <translation>重新開始(&amp;S)</translation>
    </message>
    <message>
        <source>Start the search again</source>
        <translation>重新開始搜尋</translation>
    </message>
    <message>
        <source>full speed</source>
        <translation>全速</translation>
    </message>
    <message>
        <source>Save the iterations or layers, with counts and times, as CSV</source>
        <translation>将各輪迭代或各層及其計數和時間保存為 CSV</translation>
    </message>
    <message>
        <source>Save the tree as drawn as a PNG picture</source>
        <translation>将當前繪出的搜尋樹保存為 PNG 圖片</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>Export Trace</source>
        <translation>匯出軌跡</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>Export Tree Picture</source>
        <translation>匯出搜尋樹圖片</translation>
    </message>
    <message>
        <source>PNG pictures (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>nodes</source>
        <translation>節點</translation>
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
        <translation>每輪迭代展開的節點數，按其界限排列</translation>
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
        <translation>每個深度找到的局面數（已完成的層）</translation>
    </message>
    <message>
        <source>vectors</source>
        <translation>向量</translation>
    </message>
    <message>
        <source>Moves the vector makes</source>
        <translation>向量所走的步數</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>Move-count vectors tried so far, by how many moves they make</source>
        <translation>到目前為止嘗試過的步數向量，按其步數統計</translation>
    </message>
    <message>
        <source>Iterations or layers appear here as the engine reports them</source>
        <translation>引擎報告迭代或層時，它們會顯示在這裡</translation>
    </message>
    <message numerus="yes">
        <source>%1 found an answer of %n move(s) after %2 events.</source>
        <translation>
            <numerusform>%1 在 %2 個事件後找到了 %n 步的答案。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 was stopped after %2 events.</source>
        <translation>%1 在 %2 個事件後被停止。</translation>
    </message>
    <message>
        <source>%1 proved the position unsolvable.</source>
        <translation>%1 證明了該局面無解。</translation>
    </message>
    <message>
        <source>%1 ended without an answer.</source>
        <translation>%1 結束，沒有得到答案。</translation>
    </message>
    <message>
        <source>%1 is starting (its tables may take a moment).</source>
        <translation>%1 正在開始（它的表可能需要一點時間）。</translation>
    </message>
    <message>
        <source>Paused after %1 events.</source>
        <translation>在 %1 個事件後暫停。</translation>
    </message>
    <message>
        <source>Running: %1 events.</source>
        <translation>執行中：%1 個事件。</translation>
    </message>
    <message>
        <source>Iteration %1, bound %2.</source>
        <translation>第 %1 輪迭代，界限 %2。</translation>
    </message>
    <message>
        <source>Layer %1 complete.</source>
        <translation>第 %1 層已完成。</translation>
    </message>
    <message>
        <source>%1 of %2 vectors tried.</source>
        <translation>已嘗試 %2 個向量中的 %1 個。</translation>
    </message>
    <message>
        <source>An enumeration has no tree: every vector of move counts is tried in turn, like an odometer; the board shows the position the vector tried leads to.</source>
        <translation>枚舉沒有搜尋樹：每個步數向量像裡程表一样依次嘗試；棋盤顯示所嘗試的向量得到的局面。</translation>
    </message>
    <message>
        <source>This engine tells no single nodes: the chart shows its iterations or layers whole.</source>
        <translation>這個引擎不報告單個節點：圖表完整顯示它的迭代或層。</translation>
    </message>
    <message>
        <source>The tree is larger than %1 nodes: only its first %1 are drawn; the chart and the counts show the whole search.</source>
        <translation>搜尋樹超過 %1 個節點：只畫出前 %1 個；圖表和計數顯示整個搜尋。</translation>
    </message>
    <message>
        <source>The breadth-first tree: each position under the one it was first reached from, layer by layer; the position taken from the queue ringed in red with its path.</source>
        <translation>廣度優先樹：每個局面畫在它第一次被到達的局面之下，逐層展開；從隊列中取出的局面及其路徑用紅圈標出。</translation>
    </message>
    <message>
        <source>The tree of this iteration: blue expanded, orange cut off by the bound, grey left out by the move rules, green the goal; the path ringed in red.</source>
        <translation>本輪迭代的搜尋樹：藍色為已展開，橙色為被界限剪去，灰色為被走法規則略去，綠色為目標；路徑用紅圈標出。</translation>
    </message>
    <message>
        <source>Side by side &amp;with:</source>
        <translation>並排比較(&amp;W)：</translation>
    </message>
    <message>
        <source>A second engine on the same position, driven by the same buttons: two heuristics side by side</source>
        <translation>在同一局面上執行第二個引擎，由同一組按鈕控制：兩種啟發函數並排比較</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>ida with the Manhattan distance alone</source>
        <translation>只用曼哈頓距離的 ida</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>速度(&amp;D)：</translation>
    </message>
    <message>
        <source>Export Tr&amp;ace…</source>
        <translation>匯出軌跡(&amp;A)…</translation>
    </message>
    <message>
        <source>Export Tree P&amp;icture…</source>
        <translation>匯出搜尋樹圖片(&amp;I)…</translation>
    </message>
    <message>
        <source>solutions</source>
        <translation>解</translation>
    </message>
    <message>
        <source>Moves the solution makes</source>
        <translation>解所走的步數</translation>
    </message>
    <message>
        <source>Solutions of the system tried so far, by how many moves they make</source>
        <translation>到目前為止嘗試過的方程組的解，按其步數統計</translation>
    </message>
    <message>
        <source>Diagonalising the system modulo %1</source>
        <translation>正在對模 %1 的方程組進行對角化</translation>
    </message>
    <message>
        <source>Linear algebra has no tree: the moves commute, so an answer is a count per move, found by diagonalising the system modulo %1 and trying the solutions it leaves.</source>
        <translation>線性代數沒有搜尋樹：走法可以交換，所以答案就是每種走法的次數，透過對模 %1 的方程組對角化並嘗試剩下的解求得。</translation>
    </message>
    <message numerus="yes">
        <source>%n pivot(s).</source>
        <translation>
            <numerusform>%n 個主元。</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory of its tables: %1</source>
        <translation>其表所佔記憶體：%1</translation>
    </message>
    <message>
        <source>A table build has no tree: it goes backwards from the goal over the ranks of all positions, a layer at a time; the board shows the position being expanded, and the last layers, where few positions are left, are found by looking from each of them.</source>
        <translation>建立表格沒有搜尋樹：它從目標出發，依所有局面的序號逐層向後推進；棋盤顯示正在展開的局面。最後幾層剩下的局面很少，改為從每個剩下的局面出發尋找。</translation>
    </message>
    <message>
        <source>This engine answered without a search to watch: it looks the answer up in what it worked out once before. Choose another engine to see a search at work.</source>
        <translation>這個引擎的回答沒有可觀看的搜尋：它在先前一次算好的結果中查出答案。請選擇另一個引擎來觀看搜尋的過程。</translation>
    </message>
</context>
<context>
    <name>pl::WatchQueueStrip</name>
    <message>
        <source>The queue: %1 positions waiting; the first of them:</source>
        <translation>佇列：%1 個局面在等待；排在最前的幾個：</translation>
    </message>
    <message>
        <source>Path: %1</source>
        <translation>路徑：%1</translation>
    </message>
</context>
<context>
    <name>pl::WatchTreeView</name>
    <message>
        <source>Click a node to see its position; double-click (or Enter) to load it into the main window. The arrow keys walk the tree, Home returns to the search.</source>
        <translation>按一下節點查看其局面；按兩下（或按 Enter）將它載入主視窗。方向鍵在樹中移動，Home 鍵回到搜尋所在的節點。</translation>
    </message>
    <message>
        <source>Move %1, depth %2</source>
        <translation>走法 %1，深度 %2</translation>
    </message>
    <message>
        <source>The start</source>
        <translation>起點</translation>
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
        <translation>復原 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
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
        <translation>復原</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暫停(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>播放(&amp;P)</translation>
    </message>
    <message>
        <source>Pause the playback</source>
        <translation>暫停回放</translation>
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
        <translation>%1 位元組</translation>
    </message>
</context>
</TS>
