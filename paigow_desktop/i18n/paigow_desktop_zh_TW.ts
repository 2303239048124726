<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>About</name>
    <message>
        <source>About {0}</source>
        <translation>關於{0}</translation>
    </message>
    <message>
        <source>Play Pai Gow Tiles, Tien Gow and Pai Gow Poker, and learn to play every hand well.</source>
        <translation>玩牌九、天九和牌九撲克，學會把每一手牌都打好。</translation>
    </message>
    <message>
        <source>Qt {0} through PySide6 {1}, Python {2}.</source>
        <translation>Qt {0}（經由 PySide6 {1}），Python {2}。</translation>
    </message>
    <message>
        <source>Free software under the MIT licence, with no warranty: play money only.</source>
        <translation>以 MIT 授權發佈的自由軟體，不附任何擔保；只用遊戲幣。</translation>
    </message>
    <message>
        <source>Credits: the tiles, dice and icons are drawn by the program itself; its sounds are made by the project&apos;s own tools/make_sounds.py; text is set in your desktop&apos;s fonts (the Chinese names need one with Chinese characters, such as Noto Sans CJK).</source>
        <translation>鳴謝：牌、骰子和圖示都由程式自己繪製；音效由本專案自己的 tools/make_sounds.py 產生；文字使用桌面的字型（中文名稱需要含中文字的字型，例如 Noto Sans CJK）。</translation>
    </message>
    <message>
        <source>This session is kept in memory only: its rounds are not saved in {0}.</source>
        <translation>這次只保存在記憶體中：各局不會存到 {0}。</translation>
    </message>
    <message>
        <source>Your bankroll, settings and history are kept in {0} (with errors.log, the details of any error in the program).</source>
        <translation>你的資金、設定和紀錄都保存在 {0}（其中的 errors.log 記錄程式錯誤的詳細資料）。</translation>
    </message>
</context>
<context>
    <name>AdviceLine</name>
    <message>
        <source>Advice on your play</source>
        <extracomment>a PlayVerdict True while a play is being weighed the play could not be judged (an illegal move)</extracomment>
        <translation>對你這次出牌的建議</translation>
    </message>
    <message>
        <source>&lt;i&gt;Weighing your play…&lt;/i&gt;</source>
        <translation>&lt;i&gt;正在評估你的出牌…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Looking for the best move…&lt;/i&gt;</source>
        <translation>&lt;i&gt;正在找最佳的出法…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Your last play, {0}, was the only one you could make ({1:+.1f} pts on average).</source>
        <translation>你上一步 {0} 是唯一能走的一步（平均 {1:+.1f} 分）。</translation>
    </message>
    <message>
        <source>Your last play was the best: {0} ({1:+.1f} pts, exact: counted over every way the other tiles can lie).</source>
        <translation>你上一步是最佳打法：{0}（{1:+.1f} 分，精確：已算遍其他牌的每一種分布）。</translation>
    </message>
    <message>
        <source>Your last play: {0}. Best: {1} (+{2:.1f} pts over yours, exact: counted over every way the other tiles can lie).</source>
        <translation>你上一步：{0}。最佳：{1}（比你的多 {2:.1f} 分，精確：已算遍其他牌的每一種分布）。</translation>
    </message>
    <message>
        <source>Your last play was the best found: {0} ({1:+.1f} pts on average ± {2:.1f}).</source>
        <translation>你上一步是找到的最佳打法：{0}（平均 {1:+.1f} 分 ± {2:.1f}）。</translation>
    </message>
    <message>
        <source>Your last play: {0}. Best: {1} (+{2:.1f} pts ± {3:.1f} over yours).</source>
        <translation>你上一步：{0}。最佳：{1}（比你的多 {2:.1f} 分 ± {3:.1f}）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;✘ Clearly worse.&lt;/b&gt;</source>
        <translation>&lt;b&gt;✘ 明顯較差。&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;✔ About as good as the best found&lt;/b&gt; (within the estimate&apos;s error).</source>
        <translation>&lt;b&gt;✔ 與找到的最佳打法差不多&lt;/b&gt;（在估計誤差之內）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;✔ Nearly as good as the best found&lt;/b&gt; (too small a difference to count).</source>
        <translation>&lt;b&gt;✔ 幾乎與找到的最佳打法一樣好&lt;/b&gt;（差距太小，不算失誤）。</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>could not save the screenshot to {0}: {1}</source>
        <translation>無法將螢幕截圖儲存到 {0}：{1}</translation>
    </message>
    <message>
        <source>could not save the screenshot to {0}</source>
        <translation>無法將螢幕截圖儲存到 {0}</translation>
    </message>
    <message>
        <source>{0} is already open on the data folder {1}: its window was brought to the front.</source>
        <translation>{0} 已在資料夾 {1} 上開啟：已將它的視窗帶到最前面。</translation>
    </message>
    <message>
        <source>Pai Gow Tiles</source>
        <translation>牌九</translation>
    </message>
</context>
<context>
    <name>Background</name>
    <message>
        <source>This could not be worked out: something went wrong.</source>
        <translation>無法算出結果：程式出了問題。</translation>
    </message>
</context>
<context>
    <name>BankOffer</name>
    <message>
        <source>Take the &amp;bank this round</source>
        <translation>本局做莊(&amp;B)</translation>
    </message>
    <message>
        <source>Take the bank this round</source>
        <translation>本局做莊</translation>
    </message>
    <message>
        <source>The bank comes round to you: your hand faces every seat, you win the copies, and you pay {0} commission on the round&apos;s net win.</source>
        <translation>輪到你做莊：你的牌要對上每一個位置，平手算你贏，本局淨贏的部分要付 {0} 佣金。</translation>
    </message>
    <message>
        <source>The house covers half the bank and sets your hand by the house way.</source>
        <translation>賭場承擔一半的莊，並依莊家規則替你擺牌。</translation>
    </message>
</context>
<context>
    <name>CalculatorPage</name>
    <message>
        <source>{0} {1} ({2}); the set holds two</source>
        <translation>{0} {1}（{2}）；整副牌有兩張</translation>
    </message>
    <message>
        <source>{0} {1} ({2}); the set holds one</source>
        <translation>{0} {1}（{2}）；整副牌只有一張</translation>
    </message>
    <message>
        <source>Add {0} {1}</source>
        <translation>加入 {0} {1}</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>手牌(&amp;H)：</translation>
    </message>
    <message>
        <source>four tiles, e.g. 6-6 5-4 3-1 2-1</source>
        <translation>四張牌，例如 6-6 5-4 3-1 2-1</translation>
    </message>
    <message>
        <source>Your four tiles</source>
        <translation>你的四張牌</translation>
    </message>
    <message>
        <source>S&amp;een:</source>
        <translation>已見(&amp;E)：</translation>
    </message>
    <message>
        <source>tiles already exposed (optional), e.g. 4-4 1-1</source>
        <translation>已經亮出的牌（可不填），例如 4-4 1-1</translation>
    </message>
    <message>
        <source>Tiles already seen</source>
        <translation>已見的牌</translation>
    </message>
    <message>
        <source>Tile buttons add to:</source>
        <translation>牌按鈕加入到：</translation>
    </message>
    <message>
        <source>the hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>the seen tiles</source>
        <translation>已見的牌</translation>
    </message>
    <message>
        <source>You are:</source>
        <translation>你是：</translation>
    </message>
    <message>
        <source>the &amp;player (against the house-way banker)</source>
        <translation>閒家(&amp;P)（對抗按莊家規則擺牌的莊家）</translation>
    </message>
    <message>
        <source>the &amp;banker (against one house-way player)</source>
        <translation>莊家(&amp;B)（對抗一位按莊家規則擺牌的閒家）</translation>
    </message>
    <message>
        <source>Problems with the tiles</source>
        <translation>牌的問題</translation>
    </message>
    <message>
        <source>The same analysis from the command line</source>
        <translation>用命令列做同樣的分析</translation>
    </message>
    <message>
        <source>The hand has four tiles: choose “the seen tiles” to add more.</source>
        <translation>手牌已有四張：請選「已見的牌」再加入更多。</translation>
    </message>
    <message>
        <source>Hand: {0}</source>
        <translation>手牌：{0}</translation>
    </message>
    <message>
        <source>Seen: {0}</source>
        <translation>已見：{0}</translation>
    </message>
    <message>
        <source>Hand: a hand is four tiles; {0} given (the fifth is {1}).</source>
        <translation>手牌：一手牌是四張；你給了 {0} 張（第五張是 {1}）。</translation>
    </message>
    <message>
        <source>Hand and seen tiles together: {0}</source>
        <translation>手牌與已見的牌合計：{0}</translation>
    </message>
    <message>
        <source>&lt;small&gt;Commission {0} (from Settings). The same numbers from the command line: &lt;code&gt;{1}&lt;/code&gt;&lt;/small&gt;</source>
        <translation>&lt;small&gt;佣金 {0}（取自設定）。在命令列得到同樣的數字：&lt;code&gt;{1}&lt;/code&gt;&lt;/small&gt;</translation>
    </message>
    <message>
        <source>No figures until the tiles above are mended.</source>
        <translation>請先改正上面的牌，才會顯示數字。</translation>
    </message>
    <message>
        <source>Type four tiles, or click them above: every way to set them appears here, counted exactly.</source>
        <translation>輸入四張牌，或在上方點選：每一種擺法都會在這裡列出，並精確計算。</translation>
    </message>
    <message>
        <source>1 tile so far: a hand is four tiles.</source>
        <translation>目前 1 張：一手牌是四張。</translation>
    </message>
    <message>
        <source>{0} tiles so far: a hand is four tiles.</source>
        <translation>目前 {0} 張：一手牌是四張。</translation>
    </message>
    <message>
        <source>&lt;small&gt;Commission {0} (from Settings).&lt;/small&gt;</source>
        <translation>&lt;small&gt;佣金 {0}（取自設定）。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&amp;Cards:</source>
        <extracomment>Logical width of a card in the picker. The table&apos;s columns. The role holding a count&apos;s exact number in the win, push and loss cells. The role holding, in a row&apos;s first cell, every setting the row stands for: (high, low) cards. why the typed cards do not read (&quot;&quot; when they do)</extracomment>
        <translation>牌(&amp;C)：</translation>
    </message>
    <message>
        <source>Seven cards, e.g. As Kd JK 7c 7d 3h 2s</source>
        <translation>七張牌，例如 As Kd JK 7c 7d 3h 2s</translation>
    </message>
    <message>
        <source>The seven cards, typed</source>
        <translation>輸入的七張牌</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>清除(&amp;L)</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>身分：</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>閒家</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Whose side the figures are from</source>
        <translation>數字以哪一方的身分計算</translation>
    </message>
    <message>
        <source>Commission:</source>
        <translation>佣金：</translation>
    </message>
    <message>
        <source>Commission on winning bets</source>
        <translation>贏注的佣金</translation>
    </message>
    <message>
        <source>What the calculator is doing</source>
        <translation>計算機正在做什麼</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>計算中</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>大牌</translation>
    </message>
    <message>
        <source>Low hand</source>
        <translation>小牌</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>贏 %</translation>
    </message>
    <message>
        <source>Push %</source>
        <translation>和 %</translation>
    </message>
    <message>
        <source>Loss %</source>
        <translation>輸 %</translation>
    </message>
    <message>
        <source>{0} settings</source>
        <translation>{0} 種擺法</translation>
    </message>
    <message>
        <source>{0} settings, {1} different pairs of hands</source>
        <translation>{0} 種擺法，{1} 種不同的兩手牌</translation>
    </message>
    <message>
        <source>{0}, from {1}&apos;s side, against {2:,} dealer hands.</source>
        <translation>{0}，以{1}的身分，對 {2:,} 手莊家牌計算。</translation>
    </message>
    <message>
        <source>{0} ways</source>
        <translation>{0} 種擺法</translation>
    </message>
    <message>
        <source>These cards make the same two hands {0} ways:
{1}</source>
        <translation>這些牌有 {0} 種擺法擺出同樣的兩手牌：
{1}</translation>
    </message>
    <message>
        <source>Five cards</source>
        <translation>五張牌</translation>
    </message>
    <message>
        <source>Two cards</source>
        <translation>兩張牌</translation>
    </message>
    <message>
        <source>EV per 100</source>
        <translation>期望值（每注 100）</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Every setting that is not a foul</source>
        <translation>所有不倒相的擺法</translation>
    </message>
    <message>
        <source>Seven cards already: take one out first.</source>
        <translation>已經有七張牌：請先拿出一張。</translation>
    </message>
    <message>
        <source>at most seven cards</source>
        <translation>最多七張牌</translation>
    </message>
    <message>
        <source>Not yet: {0}</source>
        <translation>還不行：{0}</translation>
    </message>
    <message>
        <source>Pick {0} more cards.</source>
        <translation>請再選 {0} 張牌。</translation>
    </message>
    <message>
        <source>Pick 1 more card.</source>
        <translation>請再選 1 張牌。</translation>
    </message>
    <message>
        <source>Counting {0:,} dealer hands…</source>
        <translation>正在計算 {0:,} 手莊家牌…</translation>
    </message>
    <message>
        <source>The cards could not be counted: {0}</source>
        <translation>無法計算這些牌：{0}</translation>
    </message>
    <message>
        <source>the banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>the player</source>
        <translation>閒家</translation>
    </message>
    <message>
        <source>{0:,} of {1:,} dealer hands</source>
        <translation>{1:,} 手莊家牌中的 {0:,} 手</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>House way</source>
        <translation>莊家規則</translation>
    </message>
</context>
<context>
    <name>Card</name>
    <message>
        <source>Any hand</source>
        <extracomment>The lengths a card comes in (the default line counts as one). Context of the card&apos;s sentences for translators. Group code -&gt; what the player sees, as a phrase that opens a line.</extracomment>
        <translation>任何牌</translation>
    </message>
    <message>
        <source>Any pair</source>
        <translation>任何對子</translation>
    </message>
    <message>
        <source>No pair</source>
        <translation>沒有對子</translation>
    </message>
    <message>
        <source>No pair, with Teen or Day</source>
        <translation>沒有對子，有天或地</translation>
    </message>
    <message>
        <source>Teen or Day with a 9, no pair</source>
        <translation>沒有對子，有天或地和一張九點牌</translation>
    </message>
    <message>
        <source>Teen or Day with an 8, no pair</source>
        <translation>沒有對子，有天或地和一張八點牌</translation>
    </message>
    <message>
        <source>Teen or Day with a 7, no pair</source>
        <translation>沒有對子，有天或地和一張七點牌</translation>
    </message>
    <message>
        <source>No pair, no Wong, Gong or high nine</source>
        <translation>沒有對子，也組不成王、槓或大九</translation>
    </message>
    <message>
        <source>No pair, with a Gee Joon tile</source>
        <translation>沒有對子，有一張至尊牌</translation>
    </message>
    <message>
        <source>Pair of {pair}</source>
        <translation>一對{pair}</translation>
    </message>
    <message>
        <source>Pair of {pair} or {other}</source>
        <translation>一對{pair}或一對{other}</translation>
    </message>
    <message>
        <source>keep the pair</source>
        <translation>對子不拆</translation>
    </message>
    <message>
        <source>split the pair</source>
        <translation>拆開對子</translation>
    </message>
    <message>
        <source>play the best high hand</source>
        <translation>取最好的大牌</translation>
    </message>
    <message>
        <source>play the best low hand</source>
        <translation>取最好的小牌</translation>
    </message>
    <message>
        <source>play the Wong</source>
        <translation>擺成王</translation>
    </message>
    <message>
        <source>play the Gong</source>
        <translation>擺成槓</translation>
    </message>
    <message>
        <source>play the high nine</source>
        <translation>擺成大九</translation>
    </message>
    <message>
        <source>the best low hand is below {k}</source>
        <extracomment>Condition code -&gt; its words; ``{k}`` is a number of points. A threshold may also name the highest tile of the hand it compares with: &quot;below 5 with Mooy high&quot; is below a 5 whose highest tile is Mooy (or a tile of the same rank).</extracomment>
        <translation>最好的小牌低於{k}</translation>
    </message>
    <message>
        <source>the best low hand is {k} or better</source>
        <translation>最好的小牌有{k}或更好</translation>
    </message>
    <message>
        <source>the best high hand is below {k}</source>
        <translation>最好的大牌低於{k}</translation>
    </message>
    <message>
        <source>the best high hand is {k} or better</source>
        <translation>最好的大牌有{k}或更好</translation>
    </message>
    <message>
        <source>its low hand is below {k}</source>
        <translation>這樣擺的小牌低於{k}</translation>
    </message>
    <message>
        <source>its low hand is {k} or better</source>
        <translation>這樣擺的小牌有{k}或更好</translation>
    </message>
    <message>
        <source>its high hand is below {k}</source>
        <translation>這樣擺的大牌低於{k}</translation>
    </message>
    <message>
        <source>its high hand is {k} or better</source>
        <translation>這樣擺的大牌有{k}或更好</translation>
    </message>
    <message>
        <source>one of its hands is below {k}</source>
        <translation>這樣擺有一手低於{k}</translation>
    </message>
    <message>
        <source>both its hands are {k} or better</source>
        <translation>這樣擺兩手都有{k}或更好</translation>
    </message>
    <message>
        <source>the best high hand costs the low hand less than {k}</source>
        <translation>取最好的大牌、小牌少掉不到 {k}</translation>
    </message>
    <message>
        <source>the best high hand costs the low hand {k} or more</source>
        <translation>取最好的大牌、小牌少掉 {k} 或更多</translation>
    </message>
    <message>
        <source>the best low hand costs the high hand less than {k}</source>
        <translation>取最好的小牌、大牌少掉不到 {k}</translation>
    </message>
    <message>
        <source>the best low hand costs the high hand {k} or more</source>
        <translation>取最好的小牌、大牌少掉 {k} 或更多</translation>
    </message>
    <message>
        <source>the other two tiles make less than {k}</source>
        <translation>另外兩張牌不到{k}</translation>
    </message>
    <message>
        <source>the other two tiles make {k} or more</source>
        <translation>另外兩張牌有{k}或更多</translation>
    </message>
    <message>
        <source>you hold a Gee Joon tile</source>
        <translation>手上有至尊牌</translation>
    </message>
    <message>
        <source>you hold a Teen</source>
        <translation>手上有天牌</translation>
    </message>
    <message>
        <source>you hold a Day</source>
        <translation>手上有地牌</translation>
    </message>
    <message>
        <source>{k} points</source>
        <extracomment>A threshold: ``{k}`` points, or ``{k}`` points headed by ``{tile}``.</extracomment>
        <translation>{k} 點</translation>
    </message>
    <message>
        <source>{k} points headed by {tile}</source>
        <translation>最大牌為{tile}的 {k} 點</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 點</translation>
    </message>
    <message>
        <source>1 point headed by {tile}</source>
        <translation>最大牌為{tile}的 1 點</translation>
    </message>
    <message>
        <source>{group}: {action}.</source>
        <extracomment>The tiles a threshold may name (the civil tiles, highest first).</extracomment>
        <translation>{group}：{action}。</translation>
    </message>
    <message>
        <source>{group}: {action} when {condition}.</source>
        <translation>{group}：{condition}時，{action}。</translation>
    </message>
    <message>
        <source>Otherwise, {action}.</source>
        <translation>其他情況：{action}。</translation>
    </message>
    <message>
        <source>Otherwise, play the house way.</source>
        <translation>其他情況：按莊家規則擺牌。</translation>
    </message>
    <message>
        <source>Your setting follows line {n} of the card.</source>
        <translation>你的擺法符合策略卡第 {n} 行。</translation>
    </message>
    <message>
        <source>Your setting follows the card: no line applies, so its last line decides (line {n}).</source>
        <translation>你的擺法符合策略卡：沒有一行適用，由最後一行決定（第 {n} 行）。</translation>
    </message>
    <message>
        <source>The card says {setting} here (line {n}).</source>
        <translation>策略卡這手擺 {setting}（第 {n} 行）。</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>the joker</source>
        <translation>鬼牌</translation>
    </message>
    <message>
        <source>two</source>
        <translation>2</translation>
    </message>
    <message>
        <source>three</source>
        <translation>3</translation>
    </message>
    <message>
        <source>four</source>
        <translation>4</translation>
    </message>
    <message>
        <source>five</source>
        <translation>5</translation>
    </message>
    <message>
        <source>six</source>
        <translation>6</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>8</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>9</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>J</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>king</source>
        <translation>K</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>A</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>黑桃</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>紅心</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>方塊</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>梅花</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{1} {0}</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>鬼牌</translation>
    </message>
</context>
<context>
    <name>CategoriesPage</name>
    <message>
        <source>Your drill answers without a hint, by what each hand mainly teaches (Progress counts the hands set at the table too; those set weakly there join the drill, due now). EV given up is the average per hand, in units per 100 units bet.</source>
        <translation>你在練習中沒有看提示的作答，依每手牌主要練習的重點分類（「進度」也計入牌桌上擺的牌；在牌桌上擺得不好的牌會加入練習，列為待複習）。損失的期望值是每手的平均，以每下注 100 單位計。</translation>
    </message>
    <message>
        <source>Figures by category</source>
        <translation>各類別的數據</translation>
    </message>
    <message>
        <source>Drill this category</source>
        <translation>練習這一類</translation>
    </message>
    <message>
        <source>Drill this category: {0}</source>
        <translation>練習這一類：{0}</translation>
    </message>
    <message>
        <source>Drill all hands</source>
        <translation>練習全部牌型</translation>
    </message>
    <message>
        <source>Drill all hands: all hands</source>
        <translation>練習全部牌型：全部牌型</translation>
    </message>
    <message>
        <source>All hands</source>
        <translation>全部牌型</translation>
    </message>
</context>
<context>
    <name>DrillPage</name>
    <message>
        <source>Drill:</source>
        <extracomment>waits off the GUI thread for the card&apos;s tables when an answer comes before them
----------
At most this many answers are offered (keys 1 to 5).</extracomment>
        <translation>練習：</translation>
    </message>
    <message>
        <source>All hands</source>
        <translation>全部牌型</translation>
    </message>
    <message>
        <source>Which hands to drill</source>
        <translation>要練習哪些牌</translation>
    </message>
    <message>
        <source>Which line of the strategy card to drill</source>
        <translation>練習策略卡的哪一行</translation>
    </message>
    <message>
        <source>Deal only hands that one line of the strategy card decides (Settings name the card)</source>
        <translation>只發由策略卡某一行決定的牌（在設定中選擇策略卡）</translation>
    </message>
    <message>
        <source>About this hand</source>
        <translation>關於這手牌</translation>
    </message>
    <message>
        <source>Low hand</source>
        <translation>小牌</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>大牌</translation>
    </message>
    <message>
        <source>&amp;Submit (Enter)</source>
        <translation>提交(&amp;S) (Enter)</translation>
    </message>
    <message>
        <source>&amp;Hint (H)</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Next hand (N)</source>
        <translation>下一手(&amp;N)</translation>
    </message>
    <message>
        <source>&lt;small&gt;Keys: 1–4 move a tile between the hands, Enter submits (then deals the next hand), H hint, N next hand (before an answer, skips this one)&lt;/small&gt;</source>
        <translation>&lt;small&gt;按鍵：1–4 在兩手之間移動牌，Enter 提交（再按一次發下一手），H 提示，N 下一手（未作答時略過這手）&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Verdict on your setting</source>
        <translation>對你擺法的評語</translation>
    </message>
    <message>
        <source>Your figures</source>
        <translation>你的數據</translation>
    </message>
    <message>
        <source>Any line of the card</source>
        <translation>策略卡任一行</translation>
    </message>
    <message>
        <source>Every line but the last</source>
        <translation>除最後一行以外的各行</translation>
    </message>
    <message>
        <source>Line {0}: {1}</source>
        <translation>第 {0} 行：{1}</translation>
    </message>
    <message>
        <source>A new hand: {0}.</source>
        <translation>新的一手：{0}。</translation>
    </message>
    <message>
        <source>A review: a hand you missed, here or at the table, or needed a hint for (level {0} of 5; each right answer brings it back less often). {1}.</source>
        <translation>複習：這手牌你在練習或牌桌上答錯過，或曾需要提示（等級 {0}／5，每答對一次，它就隔更久才再出現）。{1}。</translation>
    </message>
    <message>
        <source>{0} A hand for line {1} of the card.</source>
        <translation>{0}這手由策略卡第 {1} 行決定。</translation>
    </message>
    <message>
        <source>{0} {1} ({2}): click or press {3} to move it</source>
        <translation>{0} {1}（{2}）：點一下或按 {3} 移動它</translation>
    </message>
    <message>
        <source>Set the tiles and submit: every way to set them is shown here then.</source>
        <translation>擺好牌後提交：這裡就會列出每一種擺法。</translation>
    </message>
    <message>
        <source>Put two tiles in each hand first.</source>
        <translation>請先在每一手各放兩張牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; {0}&lt;br&gt;&lt;i&gt;A hint was shown: this answer is marked assisted and does not count toward your accuracy or EV figures.&lt;/i&gt;</source>
        <translation>&lt;b&gt;提示：&lt;/b&gt;{0}&lt;br&gt;&lt;i&gt;已顯示提示：這次作答標記為有協助，不計入你的正確率和期望值數據。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>✔ Right.</source>
        <translation>✔ 正確。</translation>
    </message>
    <message>
        <source>✘ Not the best play, though it follows the card.</source>
        <translation>✘ 照策略卡擺，但不是最佳擺法。</translation>
    </message>
    <message>
        <source>✘ Mistake.</source>
        <translation>✘ 錯誤。</translation>
    </message>
    <message>
        <source>Your top row made the stronger hand, so it plays as the high hand.</source>
        <translation>你上面那一列比較大，所以它會當作大牌來比。</translation>
    </message>
    <message>
        <source>Assisted: a hint was shown, so this answer is left out of your figures.</source>
        <translation>有協助：已顯示提示，所以這次作答不計入你的數據。</translation>
    </message>
    <message>
        <source>Learnt: this hand leaves the drill.</source>
        <translation>已學會：這手牌離開練習。</translation>
    </message>
    <message>
        <source>This hand comes back after 1 more answer.</source>
        <translation>再作答 1 次後，這手牌會再出現。</translation>
    </message>
    <message>
        <source>This hand comes back after {0} more answers.</source>
        <translation>再作答 {0} 次後，這手牌會再出現。</translation>
    </message>
    <message>
        <source>Line {0} of the card: {1}</source>
        <translation>策略卡第 {0} 行：{1}</translation>
    </message>
    <message>
        <source>Hand skipped: nothing counted.</source>
        <translation>已略過這手：不計入成績。</translation>
    </message>
    <message>
        <source>Tile {0}: {1} {2}, low hand</source>
        <translation>第 {0} 張牌：{1} {2}，小牌</translation>
    </message>
    <message>
        <source>Tile {0}: {1} {2}, high hand</source>
        <translation>第 {0} 張牌：{1} {2}，大牌</translation>
    </message>
    <message>
        <source>S&amp;kip hand (N)</source>
        <translation>略過這手(&amp;N)</translation>
    </message>
    <message>
        <source>Deal another hand; this one is not counted (a review stays due)</source>
        <translation>換發一手；這手不計入（待複習的牌仍待複習）</translation>
    </message>
    <message>
        <source>Answered: &lt;b&gt;{0}&lt;/b&gt; ({1} with a hint) · Accuracy without hints: &lt;b&gt;{2}&lt;/b&gt; · EV given up: {3} · Hands due now: &lt;b&gt;{4}&lt;/b&gt; ({5} kept for review, {6} learnt)</source>
        <translation>已作答：&lt;b&gt;{0}&lt;/b&gt;（{1} 次有提示）· 無提示正確率：&lt;b&gt;{2}&lt;/b&gt; · 損失的期望值：{3} · 目前待複習：&lt;b&gt;{4}&lt;/b&gt;（列入複習 {5} 手，已學會 {6} 手）</translation>
    </message>
    <message>
        <source>Answered: &lt;b&gt;{0}&lt;/b&gt; ({1} with a hint) · Accuracy without hints: &lt;b&gt;{2}&lt;/b&gt; · EV given up: {3} · Hands due now in this category: &lt;b&gt;{4}&lt;/b&gt; ({5} kept for review, {6} learnt)</source>
        <translation>已作答：&lt;b&gt;{0}&lt;/b&gt;（{1} 次有提示）· 無提示正確率：&lt;b&gt;{2}&lt;/b&gt; · 損失的期望值：{3} · 這一類目前待複習：&lt;b&gt;{4}&lt;/b&gt;（列入複習 {5} 手，已學會 {6} 手）</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; units per 100 hands</source>
        <translation>每 100 手 &lt;b&gt;{0}&lt;/b&gt; 單位</translation>
    </message>
    <message>
        <source>All kinds, mixed</source>
        <translation>各類混合</translation>
    </message>
    <message>
        <source>Which questions to drill</source>
        <translation>要練習哪些題目</translation>
    </message>
    <message>
        <source>About this question</source>
        <translation>關於這一題</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>題目</translation>
    </message>
    <message>
        <source>&amp;Next question (N)</source>
        <translation>下一題(&amp;N)</translation>
    </message>
    <message>
        <source>Verdict on your answer</source>
        <translation>對你作答的評語</translation>
    </message>
    <message>
        <source>A new question: {0}.</source>
        <translation>新的一題：{0}。</translation>
    </message>
    <message>
        <source>Keys: 1–{0} answer, Enter or N next question</source>
        <translation>按鍵：1–{0} 作答，Enter 或 N 下一題</translation>
    </message>
    <message>
        <source>✔ Right: {0}.</source>
        <translation>✔ 正確：{0}。</translation>
    </message>
    <message>
        <source>✘ Not quite: the answer is {0}.</source>
        <translation>✘ 不太對：答案是 {0}。</translation>
    </message>
    <message>
        <source>&lt;i&gt;Learnt: this question leaves the drill.&lt;/i&gt;</source>
        <translation>&lt;i&gt;已學會：這一題離開練習。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;This question comes back after {0} more answers.&lt;/i&gt;</source>
        <translation>&lt;i&gt;再作答 {0} 次後，這一題會再出現。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Answered: {0} · Right: {1} · Questions due now: {2} ({3} kept for review, {4} learnt)</source>
        <translation>已作答：{0} · 正確：{1} · 目前待複習：{2}（列入複習 {3} 題，已學會 {4} 題）</translation>
    </message>
    <message>
        <source>Hands often set wrong, mixed</source>
        <translation>常擺錯的牌，混合</translation>
    </message>
    <message>
        <source>Click the two cards for your low hand, then press Set (Enter).</source>
        <translation>點選要放進小牌的兩張牌，然後按「擺好」（Enter）。</translation>
    </message>
    <message>
        <source>Your setting</source>
        <translation>你的擺法</translation>
    </message>
    <message>
        <source>&amp;Set</source>
        <translation>擺好(&amp;S)</translation>
    </message>
    <message>
        <source>A review (level {0} of 5; each right answer brings it back less often): {1}.</source>
        <translation>複習（等級 {0}／5，每答對一次，它就隔更久才再出現）：{1}。</translation>
    </message>
    <message>
        <source>Low hand: pick {0} more.</source>
        <translation>小牌：再選 {0} 張。</translation>
    </message>
    <message>
        <source>High: {0} · Low: {1} — &lt;b&gt;a foul&lt;/b&gt;: the low hand ranks above the high hand</source>
        <translation>大牌：{0} · 小牌：{1} — &lt;b&gt;倒相&lt;/b&gt;：小牌比大牌大</translation>
    </message>
    <message>
        <source>High: {0} · Low: {1}</source>
        <translation>大牌：{0} · 小牌：{1}</translation>
    </message>
    <message>
        <source>&lt;i&gt;Learnt: this hand leaves the drill.&lt;/i&gt;</source>
        <translation>&lt;i&gt;已學會：這手牌離開練習。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;This hand comes back after {0} more answers.&lt;/i&gt;</source>
        <translation>&lt;i&gt;再作答 {0} 次後，這手牌會再出現。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>The setting could not be judged: {0}</source>
        <translation>無法評判這個擺法：{0}</translation>
    </message>
    <message>
        <source>Answered: {0} · Best play: {1} · Hands due now: {2} ({3} kept for review, {4} learnt)</source>
        <translation>已作答：{0} · 最佳擺法：{1} · 目前待複習：{2}（列入複習 {3} 手，已學會 {4} 手）</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>This setting has the best low hand and the best high hand at once.</source>
        <translation>這個擺法同時有最好的小牌和最好的大牌。</translation>
    </message>
    <message>
        <source>Gee Joon is split with a {high} and a {low}.</source>
        <extracomment>A &quot;High 3&quot;: 3 points with 3-3 as the highest tile (3-3 with 6-1 makes 13).</extracomment>
        <translation>至尊對遇上 {high} 和 {low} 時拆開。</translation>
    </message>
    <message>
        <source>{pair} pair is split: the split makes {low} low and {high} high.</source>
        <translation>{pair}對拆開：拆開後小牌為 {low}、大牌為 {high}。</translation>
    </message>
    <message>
        <source>{pair} pair is split with a 9 and an 11.</source>
        <translation>{pair}對遇上 9 和 11 時拆開。</translation>
    </message>
    <message>
        <source>Nines are split when both other tiles are Day, 10s or Teen.</source>
        <translation>另外兩張都是地牌、10 點牌或天牌時，九點對拆開。</translation>
    </message>
    <message>
        <source>Eights are split when both other tiles are Day, 10s, 11s or Teen.</source>
        <translation>另外兩張都是地牌、10 點、11 點牌或天牌時，八點對拆開。</translation>
    </message>
    <message>
        <source>Eights are split with a 9 and an 11.</source>
        <translation>八點對遇上 9 和 11 時拆開。</translation>
    </message>
    <message>
        <source>Sevens are split when both other tiles are Day, 10s, 11s or Teen.</source>
        <translation>另外兩張都是地牌、10 點、11 點牌或天牌時，七點對拆開。</translation>
    </message>
    <message>
        <source>The {pair} pair is kept together as the high hand.</source>
        <translation>{pair}對不拆，作為大牌。</translation>
    </message>
    <message>
        <source>Play the {kind}; with a choice, the best high hand.</source>
        <translation>打{kind}；有得選時取最好的大牌。</translation>
    </message>
    <message>
        <source>Play the {kind} instead of a {instead}: the fourth tile is a 4; with a choice, the best high hand.</source>
        <translation>打{kind}而不打{instead}：第四張牌是 4；有得選時取最好的大牌。</translation>
    </message>
    <message>
        <source>Play the {kind} instead of a {instead}: a low 8 with a 5 as the fourth tile; with a choice, the best high hand.</source>
        <translation>打{kind}而不打{instead}：有一張小的 8 點牌，第四張牌是 5；有得選時取最好的大牌。</translation>
    </message>
    <message>
        <source>The best low hand is below a high 3 and the high hand can make 7 or more: play the best high.</source>
        <translation>最好的小牌不到「長三」，而大牌能有 7 點或以上：取最好的大牌。</translation>
    </message>
    <message>
        <source>Play the best low hand.</source>
        <translation>取最好的小牌。</translation>
    </message>
    <message>
        <source>With {low} and {high}, the highest tile goes in the high hand.</source>
        <translation>小牌 {low}、大牌 {high} 時，最大的那張牌放在大牌。</translation>
    </message>
    <message>
        <source>With 7 and 8 and both Teen and Day, the Teen goes in the high hand.</source>
        <translation>7 點和 8 點、又同時有天牌和地牌時，天牌放在大牌。</translation>
    </message>
    <message>
        <source>{reason} {note}</source>
        <translation>{reason}{note}</translation>
    </message>
    <message>
        <source>first</source>
        <extracomment>A setting giving up more than this many units per 100 units bet is a mistake. The answers of :func:`which_hand_wins`.</extracomment>
        <translation>第一手</translation>
    </message>
    <message>
        <source>second</source>
        <translation>第二手</translation>
    </message>
    <message>
        <source>banker wins the tie</source>
        <translation>平手，莊家贏</translation>
    </message>
    <message>
        <source>{pair} pair</source>
        <extracomment>The kinds of Teen (0) and Day (1), the tiles that make a Wong, Gong or high nine.</extracomment>
        <translation>{pair}對</translation>
    </message>
    <message>
        <source>{low} ({low_tiles}) / {high} ({high_tiles})</source>
        <translation>{low}（{low_tiles}）/ {high}（{high_tiles}）</translation>
    </message>
    <message>
        <source>{low} / {high}</source>
        <translation>{low} / {high}</translation>
    </message>
    <message>
        <source>The house way plays {house} here; your setting is worth more ({yours} per 100 units bet, against {theirs}): the house way is not the best play.</source>
        <extracomment>The player&apos;s setting with its counts (``setting`` is the player&apos;s own tiles). A best setting: the player&apos;s own when it is one, else the house way&apos;s when that is best, else the first best. The house way&apos;s setting with its counts. Best EV minus the chosen EV, in units per 100 units bet, exactly. The same as a float. Given up by more than :data:`MISTAKE_PER_100`. The chosen setting&apos;s EV is strictly higher than the house way&apos;s. One line: why the best setting is better (or that the chosen one is a best play). When ``beats_house_way``: a sentence saying so; else empty.</extracomment>
        <translation>莊家規則在這裡擺成 {house}；你的擺法期望值較高（每下注 100 單位 {yours}，莊家規則 {theirs}）：莊家規則不是最佳擺法。</translation>
    </message>
    <message>
        <source>{explanation} {note}</source>
        <translation>{explanation}{note}</translation>
    </message>
    <message>
        <source>{setting} is the best play here: it wins {win} and loses {loss}.</source>
        <translation>{setting} 是這手牌的最佳擺法：贏 {win}，輸 {loss}。</translation>
    </message>
    <message>
        <source>{setting} is one of the best plays here: it wins {win} and loses {loss}.</source>
        <translation>{setting} 是這手牌的最佳擺法之一：贏 {win}，輸 {loss}。</translation>
    </message>
    <message>
        <source>{change} makes {best}: it wins {win} and loses {loss}, against {other_win} and {other_loss} for {chosen}.</source>
        <translation>{change}，擺成 {best}：贏 {win}、輸 {loss}；{chosen} 則贏 {other_win}、輸 {other_loss}。</translation>
    </message>
    <message>
        <source>Keeping the {pair} pair together in the low hand</source>
        <translation>把{pair}對留在小牌</translation>
    </message>
    <message>
        <source>Keeping the {pair} pair together in the high hand</source>
        <translation>把{pair}對留在大牌</translation>
    </message>
    <message>
        <source>Splitting the {pair} pair</source>
        <translation>拆開{pair}對</translation>
    </message>
    <message>
        <source>Playing the {feature}</source>
        <translation>打{feature}</translation>
    </message>
    <message>
        <source>Breaking up the {feature}</source>
        <translation>拆掉{feature}</translation>
    </message>
    <message>
        <source> (counting it as {value})</source>
        <translation>（算作 {value} 點）</translation>
    </message>
    <message>
        <source>Playing Gee Joon {tile} with {mate} {mate_tile} in the high hand{counting}</source>
        <translation>把至尊 {tile} 與{mate} {mate_tile} 配成大牌{counting}</translation>
    </message>
    <message>
        <source>Playing Gee Joon {tile} with {mate} {mate_tile} in the low hand{counting}</source>
        <translation>把至尊 {tile} 與{mate} {mate_tile} 配成小牌{counting}</translation>
    </message>
    <message>
        <source>Making both hands stronger</source>
        <translation>讓兩手牌都更強</translation>
    </message>
    <message>
        <source>Making the low hand stronger</source>
        <translation>讓小牌更強</translation>
    </message>
    <message>
        <source>Making the high hand stronger</source>
        <translation>讓大牌更強</translation>
    </message>
    <message>
        <source>The best play makes {kind} in the high hand; here it is also how the dealer sets it (the house way&apos;s rule {rule}: {detail}).</source>
        <translation>最佳擺法的大牌是{kind}；這手牌荷官也是這樣擺（莊家規則第 {rule} 條：{detail}）。</translation>
    </message>
    <message>
        <source>The best play makes {kind} in the high hand. The dealer sets this hand another way (the house way&apos;s rule {rule}: {detail}), and less well: do not copy the dealer here.</source>
        <translation>最佳擺法的大牌是{kind}。荷官這手牌擺法不同（莊家規則第 {rule} 條：{detail}），而且較差：這裡別學荷官。</translation>
    </message>
    <message>
        <source>Pairs: split or keep</source>
        <extracomment>The version of :meth:`Drill.to_json`&apos;s format. Fresh deals tried before a category filter gives up and returns the last deal.</extracomment>
        <translation>對子：拆還是留</translation>
    </message>
    <message>
        <source>Gee Joon: 3 or 6</source>
        <translation>至尊：算 3 還是 6</translation>
    </message>
    <message>
        <source>Wong, Gong and high nine</source>
        <translation>王、槓和大九</translation>
    </message>
    <message>
        <source>Balancing low and high</source>
        <translation>平衡小牌與大牌</translation>
    </message>
    <message>
        <source>{n}th</source>
        <extracomment>The tiles to show: one for a tile name, the two pairs or the two hands (first, second).</extracomment>
        <translation>第 {n}</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>第 {n}</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>第 {n}</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>第 {n}</translation>
    </message>
    <message>
        <source>{tile} is {cantonese} ({chinese}, {english}).</source>
        <translation>{tile} 是{chinese}（粵語 {cantonese}，英文 {english}）。</translation>
    </message>
    <message>
        <source>{tile} is {cantonese} ({chinese}, {english}); {twin} has the same name.</source>
        <translation>{tile} 是{chinese}（粵語 {cantonese}，英文 {english}）；{twin} 也叫這個名字。</translation>
    </message>
    <message>
        <source>What is the name of {tile}?</source>
        <translation>{tile} 叫什麼名字？</translation>
    </message>
    <message>
        <source>{top} is the {top_rank} of the 16 pairs and {low} the {low_rank}; the Gee Joon pair is the highest, then Teen and Day.</source>
        <translation>{top}在 16 個對子中排{top_rank}，{low}排{low_rank}；至尊對最大，其次是天對和地對。</translation>
    </message>
    <message>
        <source>Which pair ranks higher: {first} ({first_tiles}) or {second} ({second_tiles})?</source>
        <translation>哪一對較大：{first}（{first_tiles}）還是{second}（{second_tiles}）？</translation>
    </message>
    <message>
        <source>0 points</source>
        <translation>0 點</translation>
    </message>
    <message>
        <source>1 point, high tile {tile}</source>
        <translation>1 點，最大一張是「{tile}」</translation>
    </message>
    <message>
        <source>{points} points, high tile {tile}</source>
        <translation>{points} 點，最大一張是「{tile}」</translation>
    </message>
    <message>
        <source>pairs beat Wong, Wong beats Gong, and Gong beats any points hand</source>
        <translation>對子大過王，王大過槓，槓大過任何點數牌</translation>
    </message>
    <message>
        <source>the higher pair wins</source>
        <translation>較大的對子贏</translation>
    </message>
    <message>
        <source>between two Wongs the higher tile (Teen over Day) decides</source>
        <translation>兩手都是王時，比較大的那張牌（天大過地）</translation>
    </message>
    <message>
        <source>between two Gongs the higher tile (Teen over Day) decides</source>
        <translation>兩手都是槓時，比較大的那張牌（天大過地）</translation>
    </message>
    <message>
        <source>more points win</source>
        <translation>點數多者贏</translation>
    </message>
    <message>
        <source>with equal points the higher of the two highest tiles decides</source>
        <translation>點數相同時，比兩手各自最大的那張牌</translation>
    </message>
    <message>
        <source>Both hands are 0: zero against zero goes to the banker, whatever the tiles.</source>
        <translation>兩手都是 0 點：零對零一律莊家贏，不論是什麼牌。</translation>
    </message>
    <message>
        <source>Both hands are {hand}: a copy (equal hands, equally ranked highest tiles), which the banker wins.</source>
        <translation>兩手相同（{hand}）：同點（牌型相同，最大牌同級），歸莊家贏。</translation>
    </message>
    <message>
        <source>{high} beats {low}: {reason}.</source>
        <translation>（{high}）贏（{low}）：{reason}。</translation>
    </message>
    <message>
        <source>Which hand wins: the first ({first_tiles}) or the second ({second_tiles})?</source>
        <translation>哪一手贏：第一手（{first_tiles}）還是第二手（{second_tiles}）？</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>對子</translation>
    </message>
    <message>
        <source>a Wong</source>
        <translation>王</translation>
    </message>
    <message>
        <source>a Gong</source>
        <translation>槓</translation>
    </message>
    <message>
        <source>1 point</source>
        <translation>1 點</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} 點</translation>
    </message>
    <message>
        <source>the table minimum is {minimum}; {bet} is too little</source>
        <extracomment>Places around the table, numbered counter-clockwise; place 0 is the dealer&apos;s. Tiles in one stack of the woodpile (and in one hand). seats place bets; nothing is dealt yet the tiles are dealt; places set their hands every hand is revealed and compared with the banker&apos;s the money has moved</extracomment>
        <translation>本桌最低注是 {minimum}；{bet} 太少</translation>
    </message>
    <message>
        <source>the table maximum is {maximum}; {bet} is too much</source>
        <translation>本桌最高注是 {maximum}；{bet} 太多</translation>
    </message>
    <message>
        <source>a bet of {bet} is more than the bankroll of {bankroll}</source>
        <extracomment>the eight stacks, stack 0 first places that play this round, in place order Where the count starts when it is not the banker&apos;s place (the dealer&apos;s, by a table variation). e.g. &quot;rule 2: Gong&quot;, or None when the player set it by hand the house way&apos;s sentence, when it set the hand set by the round (the house or an automated place) the house-way rule when the house way set the banker&apos;s hand the non-banker places, in place order the round&apos;s record for the ledger, from the seat that played out (None: a round with no seed) the deal&apos;s number, which the round&apos;s record names</extracomment>
        <translation>注碼 {bet} 超過資金 {bankroll}</translation>
    </message>
    <message>
        <source>the banker (place {place}) cannot cover: the bets facing the bank would total {facing} (its half), more than its bankroll of {bankroll}</source>
        <translation>莊家（{place} 號位）不夠賠：對莊的注碼合共 {facing}（其一半），超過其資金 {bankroll}</translation>
    </message>
    <message>
        <source>the banker (place {place}) cannot cover: the bets facing the bank would total {facing}, more than its bankroll of {bankroll}</source>
        <translation>莊家（{place} 號位）不夠賠：對莊的注碼合共 {facing}，超過其資金 {bankroll}</translation>
    </message>
    <message>
        <source>Legal sets</source>
        <extracomment>The answer of a legal-set question whose tiles form no set. The options when none are given: the doc&apos;s defaults.</extracomment>
        <translation>合法牌組</translation>
    </message>
    <message>
        <source>Which set wins</source>
        <translation>哪一組贏</translation>
    </message>
    <message>
        <source>Unbeatable leads</source>
        <translation>無敵的領出</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>結算</translation>
    </message>
    <message>
        <source>civil single</source>
        <translation>文單張</translation>
    </message>
    <message>
        <source>military single</source>
        <translation>武單張</translation>
    </message>
    <message>
        <source>civil pair</source>
        <translation>文對</translation>
    </message>
    <message>
        <source>military pair</source>
        <translation>武對</translation>
    </message>
    <message>
        <source>mixed pair</source>
        <translation>文武對</translation>
    </message>
    <message>
        <source>Gee Joon (supreme pair)</source>
        <translation>至尊（至尊對）</translation>
    </message>
    <message>
        <source>quartet</source>
        <translation>四張組</translation>
    </message>
    <message>
        <source>Any civil tile alone is a civil single.</source>
        <translation>任何一張文牌單獨出都是文單張。</translation>
    </message>
    <message>
        <source>Any military tile alone is a military single.</source>
        <translation>任何一張武牌單獨出都是武單張。</translation>
    </message>
    <message>
        <source>Two identical civil tiles make a civil pair.</source>
        <translation>兩張相同的文牌組成文對。</translation>
    </message>
    <message>
        <source>The two nines, eights, sevens or fives make a military pair.</source>
        <translation>兩張九點、八點、七點或五點組成武對。</translation>
    </message>
    <message>
        <source>A family&apos;s civil tile with one of its military tiles makes a mixed pair.</source>
        <translation>同一家族的文牌配上該家族的一張武牌，組成文武對。</translation>
    </message>
    <message>
        <source>4-2 with 2-1 is the Gee Joon, the supreme pair.</source>
        <translation>4-2 配 2-1 是至尊，最大的對子。</translation>
    </message>
    <message>
        <source>triple (two civil, one military)</source>
        <translation>三張組（二文一武）</translation>
    </message>
    <message>
        <source>triple (one civil, two military)</source>
        <translation>三張組（一文二武）</translation>
    </message>
    <message>
        <source>A family&apos;s civil pair with one of its military tiles makes a triple of two civil and one military.</source>
        <translation>同一家族的文對配上該家族的一張武牌，組成二文一武的三張組。</translation>
    </message>
    <message>
        <source>A family&apos;s civil tile with its military pair makes a triple of one civil and two military.</source>
        <translation>同一家族的文牌配上該家族的武對，組成一文二武的三張組。</translation>
    </message>
    <message>
        <source>A family&apos;s civil pair with its military pair makes a quartet.</source>
        <translation>同一家族的文對配上該家族的武對，組成四張組。</translation>
    </message>
    <message>
        <source>East</source>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
    <message>
        <source>not a set</source>
        <extracomment>The set kinds a legal-set question of so many tiles offers. its card: :func:`question_of_key` asks it again the key of the right choice</extracomment>
        <translation>不成牌組</translation>
    </message>
    <message>
        <source>Is this a legal set? Which kind?</source>
        <translation>這是合法的牌組嗎？是哪一種？</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Mixed pairs and sets are off: only pure pairs count.</source>
        <translation>文武對和混合牌組已關閉：只算純對子。</translation>
    </message>
    <message>
        <source>Two different civil tiles never make a pair.</source>
        <translation>兩張不同的文牌永遠不成對。</translation>
    </message>
    <message>
        <source>Military tiles pair only with their equal (nines, eights, sevens, fives).</source>
        <translation>武牌只與點數相同的武牌成對（九點、八點、七點、五點）。</translation>
    </message>
    <message>
        <source>A civil tile pairs with a military one only in a family: Heaven with a nine, Earth with an eight, Man with a seven, Goose with a five.</source>
        <translation>文牌只與同一家族的武牌成對：天配九點，地配八點，人配七點，鵝配五點。</translation>
    </message>
    <message>
        <source>Triples and quartets join one family&apos;s civil tiles with its military tiles (Heaven–nines, Earth–eights, Man–sevens, Goose–fives); the Gee Joon joins nothing.</source>
        <translation>三張組和四張組由同一家族的文牌和武牌組成（天–九點、地–八點、人–七點、鵝–五點）；至尊不與任何牌組合。</translation>
    </message>
    <message>
        <source>The first set is the high set; the second is played face up. Who holds the trick?</source>
        <translation>第一組是目前最大的牌組；第二組翻開打出。這一輪歸誰？</translation>
    </message>
    <message>
        <source>Played first</source>
        <translation>先出</translation>
    </message>
    <message>
        <source>Played second</source>
        <translation>後出</translation>
    </message>
    <message>
        <source>the first</source>
        <translation>先出的</translation>
    </message>
    <message>
        <source>the second</source>
        <translation>後出的</translation>
    </message>
    <message>
        <source>Both are a {kind}, and {second} ranks above {first}: it beats.</source>
        <translation>兩組都是{kind}，而 {second} 比 {first} 大：後出的贏。</translation>
    </message>
    <message>
        <source>Nothing beats the Gee Joon.</source>
        <translation>沒有牌能贏至尊。</translation>
    </message>
    <message>
        <source>A {second_kind} never beats a {first_kind}: sets beat only their own kind.</source>
        <translation>{second_kind}永遠贏不了{first_kind}：牌組只能贏同一種類的牌組。</translation>
    </message>
    <message>
        <source>{first} and {second} are equal: the first one played keeps the trick.</source>
        <translation>{first} 和 {second} 一樣大：先出的保住這一輪。</translation>
    </message>
    <message>
        <source>Both are a {kind}, but {first} ranks above {second}.</source>
        <translation>兩組都是{kind}，但 {first} 比 {second} 大。</translation>
    </message>
    <message>
        <source>No set that beats {lead} can be made from the 24 tiles outside your hand.</source>
        <translation>你手牌以外的 24 張牌組不出能贏 {lead} 的牌組。</translation>
    </message>
    <message>
        <source>{beater} can still be made from the tiles outside your hand, and it beats {lead}.</source>
        <translation>你手牌以外的牌仍能組出 {beater}，它能贏 {lead}。</translation>
    </message>
    <message>
        <source>You lead this from your eight tiles. Is it unbeatable in your own eyes?</source>
        <translation>你從手上八張牌中領出這一組。以你所見，它無敵嗎？</translation>
    </message>
    <message>
        <source>Your eight tiles</source>
        <translation>你的八張牌</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>你的領出</translation>
    </message>
    <message>
        <source>yes, unbeatable</source>
        <translation>是，無敵</translation>
    </message>
    <message>
        <source>no, it can be beaten</source>
        <translation>否，可以被贏</translation>
    </message>
    <message>
        <source>{points} point</source>
        <translation>{points} 點</translation>
    </message>
    <message>
        <source>A banker above par is paid ×{m} too.</source>
        <translation>高於標準的莊家，收的也乘以 {m}。</translation>
    </message>
    <message>
        <source>A banker above par is paid without the ×{m}.</source>
        <translation>高於標準的莊家，收的不乘 {m}。</translation>
    </message>
    <message>
        <source>Columns at the end: East {e}, South {s}, West {w}, North {n}. {banker} banks: what it pays or is paid counts ×{m}. {winner} wins the last trick: its payments at the end count ×{bonus}. {surplus} In the settlement, how much does {asked} get (+) or pay (−)?</source>
        <translation>結束時的墩數：東 {e}，南 {s}，西 {w}，北 {n}。{banker} 做莊：它付或收的都乘以 {m}。{winner} 贏得最後一輪：結算時它付或收的都乘以 {bonus}。{surplus} 結算時，{asked} 收（+）或付（−）多少？</translation>
    </message>
    <message>
        <source>{seat} ends with exactly 4 columns, par: no payment.</source>
        <translation>{seat} 結束時剛好 4 墩，等於標準：不用付。</translation>
    </message>
    <message>
        <source>{seat} has no column, so owes the winner 5 (not 4). Times {factor} (banker) and {bonus} (bonus): pays {points}.</source>
        <translation>{seat} 沒有墩，所以欠贏家 5（不是 4）。乘以 {factor}（莊家）和 {bonus}（加倍）：付 {points}。</translation>
    </message>
    <message>
        <source>{seat} has {columns} columns, so owes the winner 4 − {columns} = {owed}. Times {factor} (banker) and {bonus} (bonus): pays {points}.</source>
        <translation>{seat} 有 {columns} 墩，所以欠贏家 4 − {columns} = {owed}。乘以 {factor}（莊家）和 {bonus}（加倍）：付 {points}。</translation>
    </message>
    <message>
        <source>{seat} has {columns} columns, {over} above par: the winner pays {over}. Times {factor} (banker) and {bonus} (bonus): gets {points}.</source>
        <translation>{seat} 有 {columns} 墩，高於標準 {over}：贏家付 {over}。乘以 {factor}（莊家）和 {bonus}（加倍）：收 {points}。</translation>
    </message>
    <message>
        <source>a deal is four tiles, got {count}</source>
        <extracomment>the same play as the house way&apos;s setting highest EV (several settings can share it) the player holds the bank against one house-way player the opposing hands counted</extracomment>
        <translation>一手是 4 張牌，這裡有 {count} 張</translation>
    </message>
    <message>
        <source>fewer than four tiles are left for the other hand</source>
        <translation>剩下的牌不足 4 張，組不成對方的一手</translation>
    </message>
    <message>
        <source>{text} is not a card (write it as As, Td, 9h or JK)</source>
        <extracomment>Rank characters, from the two (value 2) to the ace (value 14). Suit characters: spades, hearts, diamonds, clubs (suits have no order in this game).</extracomment>
        <translation>{text} 不是一張牌（請寫成 As、Td、9h 或 JK）</translation>
    </message>
    <message>
        <source>there is only one of each card: a second joker</source>
        <extracomment>The deck: the 52 French cards in rank order (twos first), then the joker.</extracomment>
        <translation>每張牌只有一張：鬼牌出現了兩次</translation>
    </message>
    <message>
        <source>there is only one of each card: the card {card} twice</source>
        <translation>每張牌只有一張：{card} 出現了兩次</translation>
    </message>
    <message>
        <source>{count} cards are needed, not {got}</source>
        <translation>需要 {count} 張牌，不是 {got} 張</translation>
    </message>
    <message>
        <source>not a Pai Gow tile: {ends}</source>
        <extracomment>Tokens already read, with their tile: a few dozen spellings in practice, bounded all the same (spaces may be anywhere in a token). Index 0..20 of this kind of tile, in single-tile rank order. The single-tile rank as a number where higher is better (Teen 17 ... 2-1 1).</extracomment>
        <translation>不是牌九的牌：{ends}</translation>
    </message>
    <message>
        <source>not a tile: {token} (write tiles as 6-6 or 66)</source>
        <translation>不是牌：{token}（請寫成 6-6 或 66）</translation>
    </message>
    <message>
        <source>not a Pai Gow tile: {token} ({ends} is not in the set)</source>
        <translation>不是牌九的牌：{token}（整副牌裡沒有 {ends}）</translation>
    </message>
    <message>
        <source>too many {tile}: the set holds it only once (token {token})</source>
        <extracomment>The 21 kinds of tile, in single-tile rank order (equal ranks adjacent). The whole set of 32 tiles, civil tiles twice.</extracomment>
        <translation>{tile} 太多了：整副牌只有一張（{token}）</translation>
    </message>
    <message>
        <source>too many {tile}: the set holds it only twice (token {token})</source>
        <translation>{tile} 太多了：整副牌只有兩張（{token}）</translation>
    </message>
    <message>
        <source>expected {count} tiles, got {got}</source>
        <translation>應有 {count} 張牌，這裡有 {got} 張</translation>
    </message>
    <message>
        <source>too many {tile}: the set holds {copies}</source>
        <translation>{tile} 太多了：整副牌只有 {copies} 張</translation>
    </message>
    <message>
        <source>Your bankroll of {bankroll} is below the table minimum of {minimum}.</source>
        <translation>你的資金 {bankroll} 低於本桌最低注 {minimum}。</translation>
    </message>
    <message>
        <source>Your bankroll of {bankroll} does not cover the worst this hand can cost at {rate} a point ({worst}): choose a lower point value or reset the bankroll.</source>
        <translation>你的資金 {bankroll} 不足以支付這一手在每分 {rate} 下最多可能輸掉的金額（{worst}）：請選擇較低的每分價值，或重設資金。</translation>
    </message>
    <message>
        <source>{name} is true or false, not {value}</source>
        <extracomment>Every option, in the doc&apos;s order.</extracomment>
        <translation>{name} 只能是 true 或 false，不能是 {value}</translation>
    </message>
    <message>
        <source>{name} is a whole number of at least {minimum}, not {value}</source>
        <translation>{name} 是至少 {minimum} 的整數，不能是 {value}</translation>
    </message>
    <message>
        <source>{name} is at least {minimum}, not {value}</source>
        <translation>{name} 至少是 {minimum}，不能是 {value}</translation>
    </message>
    <message>
        <source>the hand is over</source>
        <translation>這一手已經結束</translation>
    </message>
    <message>
        <source>no hand has been dealt</source>
        <translation>還沒有發牌</translation>
    </message>
    <message>
        <source>a lead is played face up</source>
        <translation>領出的牌要翻開打出</translation>
    </message>
    <message>
        <source>no lead now: the trick is being played</source>
        <translation>現在不能領出：這一輪正在進行</translation>
    </message>
    <message>
        <source>this is a lead: play a set face up</source>
        <translation>現在是領出：請翻開打出一組牌</translation>
    </message>
    <message>
        <source>play at least one tile</source>
        <translation>至少要打出一張牌</translation>
    </message>
    <message>
        <source>early death: a player with no column plays his last tile face down</source>
        <translation>早死：還沒有墩的玩家，最後一張牌只能蓋牌打出</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>（沒有牌）</translation>
    </message>
    <message>
        <source>seat {seat} is to play, not seat {asked}</source>
        <translation>輪到座位 {seat}，不是座位 {asked}</translation>
    </message>
    <message>
        <source>play exactly 1 tile, as many as led</source>
        <translation>要打出剛好 1 張牌，與領出的張數相同</translation>
    </message>
    <message>
        <source>play exactly {count} tiles, as many as led</source>
        <translation>要打出剛好 {count} 張牌，與領出的張數相同</translation>
    </message>
    <message>
        <source>seat {seat} does not hold {tiles}</source>
        <translation>座位 {seat} 手上沒有 {tiles}</translation>
    </message>
    <message>
        <source>{tiles} is not a set</source>
        <translation>{tiles} 不是一組牌</translation>
    </message>
    <message>
        <source>{tiles} is not a set: it can only go face down</source>
        <translation>{tiles} 不是一組牌：只能蓋牌打出</translation>
    </message>
    <message>
        <source>{tiles} does not beat {led}: it can only go face down</source>
        <translation>{tiles} 贏不了 {led}：只能蓋牌打出</translation>
    </message>
</context>
<context>
    <name>FiguresDialog</name>
    <message>
        <source>{0}:</source>
        <extracomment>A figure: its key (the value label&apos;s object name), its caption and its tool tip. A table cell: its text and its alignment (None: the default). Numbers and money are aligned right.</extracomment>
        <translation>{0}：</translation>
    </message>
    <message>
        <source>&amp;Export hands…</source>
        <translation>匯出牌局(&amp;E)…</translation>
    </message>
    <message>
        <source>Write every hand of this game to a CSV file</source>
        <translation>把這個遊戲的每一手寫入 CSV 檔案</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Pai Gow Tiles</source>
        <translation>牌九</translation>
    </message>
    <message>
        <source>Set four tiles into a low and a high hand and beat the banker&apos;s two; up to seven players and the house, the bank going round.</source>
        <translation>把四張牌分成小牌和大牌兩手，兩手都要贏過莊家；最多七位玩家加上莊家，輪流坐莊。</translation>
    </message>
    <message>
        <source>Tien Gow</source>
        <translation>天九</translation>
    </message>
    <message>
        <source>Four players, eight tiles each: lead sets, beat them face up or throw face down, and win the last trick; the columns you win decide who pays.</source>
        <translation>四位玩家，每人八張牌：領出牌組，翻開打出以壓過，或蓋牌棄掉，並贏得最後一輪；你贏得的墩數決定誰付錢。</translation>
    </message>
    <message>
        <source>Pai Gow Poker</source>
        <translation>牌九撲克</translation>
    </message>
    <message>
        <source>Seven cards each, a joker in the deck: set a five-card high hand and a two-card low hand, and beat the dealer&apos;s two to win.</source>
        <translation>每人七張牌，牌中有一張鬼牌：擺成五張的大牌和兩張的小牌，兩手都贏過莊家才算贏。</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>The language of the program&apos;s text; a change is shown at once between rounds</source>
        <translation>程式文字的語言；變更於兩局之間立即生效</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>The look of the table and the tiles</source>
        <translation>牌桌和牌的外觀</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>主題</translation>
    </message>
    <message>
        <source>How fast the tiles are washed, dealt and revealed; Instant skips the animation</source>
        <translation>洗牌、發牌和亮牌的速度；「即時」會略過動畫</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>動畫速度</translation>
    </message>
    <message>
        <source>On: no animation at all, whatever the speed. Follow the desktop: on when the system asks applications to reduce motion</source>
        <translation>開啟：無論速度設定，完全不播動畫。跟隨桌面設定：系統要求應用程式減少動態效果時開啟</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation>減少動態效果</translation>
    </message>
    <message>
        <source>Play so&amp;unds</source>
        <translation>播放音效(&amp;U)</translation>
    </message>
    <message>
        <source>Play sound effects at the table</source>
        <translation>在牌桌上播放音效</translation>
    </message>
    <message>
        <source>How loud the sounds are, 0 to 100</source>
        <translation>音效的音量，0 至 100</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>The bankroll a new history starts with, and what Reset bankroll sets it to</source>
        <translation>新紀錄開始時的資金，也是「重設資金」所設定的金額</translation>
    </message>
    <message>
        <source>Starting bankroll</source>
        <translation>起始資金</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>語言(&amp;L)：</translation>
    </message>
    <message>
        <source>T&amp;heme:</source>
        <translation>主題(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>動畫速度(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Reduced motion:</source>
        <translation>減少動態效果(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>音量(&amp;V)：</translation>
    </message>
    <message>
        <source>Starting &amp;bankroll:</source>
        <translation>起始資金(&amp;B)：</translation>
    </message>
    <message>
        <source>General</source>
        <translation>一般</translation>
    </message>
</context>
<context>
    <name>HandRow</name>
    <message>
        <source>needs {0} more</source>
        <extracomment>Logical widths of the tile pictures: the drill&apos;s tiles, the quiz&apos;s, the calculator&apos;s palette. Answered questions keep their choices readable: disabled buttons in the normal text colour.</extracomment>
        <translation>還差 {0} 張</translation>
    </message>
    <message>
        <source>{0} too many</source>
        <translation>多了 {0} 張</translation>
    </message>
    <message>
        <source>1 tile</source>
        <translation>1 張牌</translation>
    </message>
    <message>
        <source>{0} tiles</source>
        <translation>{0} 張牌</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;{1}: {2}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt;&lt;br&gt;{1}：{2}</translation>
    </message>
</context>
<context>
    <name>HelpWindow</name>
    <message>
        <source>This help page is missing from this installation.</source>
        <extracomment>the help pages, in Markdown, a page per language A line break between two Chinese characters (or full-width marks): Markdown makes it a space, which Chinese does not put between words or after 。, so it is taken out. Draws one picture of a help page at a device pixel ratio.</extracomment>
        <translation>此安裝缺少這個說明頁面。</translation>
    </message>
</context>
<context>
    <name>LeadOddsPage</name>
    <message>
        <source>Click tiles to build your hand (up to eight); click a tile of the hand to take it back.</source>
        <extracomment>Guesses of the hidden tiles for the sampled values of the leads. The table&apos;s column of each lead&apos;s value as a first lead. mean points and error, for a full hand of eight tiles seen at the table (a hand under way) tiles seen at the table (a hand under way)</extracomment>
        <translation>點選牌來組成你的手牌（最多八張）；點選手牌中的牌可以拿回。</translation>
    </message>
    <message>
        <source>Add {0}</source>
        <translation>加入 {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your hand:&lt;/b&gt;</source>
        <translation>&lt;b&gt;你的手牌：&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Random deal</source>
        <translation>隨機發牌(&amp;R)</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>清除(&amp;L)</translation>
    </message>
    <message>
        <source>Working</source>
        <translation>計算中</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>領出</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Chance beaten
(exact)</source>
        <translation>被贏的機率
（精確）</translation>
    </message>
    <message>
        <source>As a
percentage</source>
        <translation>以百分比
表示</translation>
    </message>
    <message>
        <source>Unbeatable
in your eyes</source>
        <translation>以你所見
無敵</translation>
    </message>
    <message>
        <source>Value as first lead
(pts ± error)</source>
        <translation>作為第一手領出的價值
（分 ± 誤差）</translation>
    </message>
    <message>
        <source>Every lead&apos;s odds</source>
        <translation>每種領出的機率</translation>
    </message>
    <message>
        <source>Sets the unseen tiles can still form</source>
        <translation>未見的牌仍能組成的牌組</translation>
    </message>
    <message>
        <source>Pick tiles, or deal eight at random.</source>
        <translation>選取牌，或隨機發八張。</translation>
    </message>
    <message>
        <source>{0}: click to take it back</source>
        <translation>{0}：點選可拿回</translation>
    </message>
    <message>
        <source>Remove {0}</source>
        <translation>移除 {0}</translation>
    </message>
    <message>
        <source>Working out the odds…</source>
        <translation>正在計算機率…</translation>
    </message>
    <message>
        <source>The odds could not be worked out: {0}</source>
        <translation>無法計算機率：{0}</translation>
    </message>
    <message>
        <source>Value: the points you end the hand with on average after leading this set first, every seat then playing as the Strong computer player does (± its error). Best first. A lead often beaten can still be worth the most: it keeps your strong sets for the tricks that count.</source>
        <translation>價值：先出這一組之後，各家都照「強」級電腦玩家的方式打完，你在這手牌結束時平均得到的點數（± 誤差）。最好的排在最前面。常被壓過的出牌仍可能最有價值：它把你的強牌留到關鍵的幾輪。</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>{0} leads of your hand at the table, {1} tiles seen. Chances: the others&apos; hands as they are now, counted exactly.</source>
        <translation>你在牌桌上這手牌的 {0} 種領出，已見 {1} 張牌。機率：按其他人現在的手牌張數精確計算。</translation>
    </message>
    <message>
        <source>{0} leads. Unbeatable in your eyes and the values need a full hand of eight.</source>
        <translation>{0} 種領出。「以你所見無敵」和價值需要完整的八張手牌。</translation>
    </message>
    <message>
        <source>{0} leads. Chances: three opponents of eight tiles, counted exactly.</source>
        <translation>{0} 種領出。機率：三位對手各八張牌，精確計算。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Sets of two or more tiles the unseen tiles can still form:&lt;/b&gt;</source>
        <translation>&lt;b&gt;未見的牌仍能組成的兩張以上牌組：&lt;/b&gt;</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
</context>
<context>
    <name>LineChart</name>
    <message>
        <source>ddd HH:mm</source>
        <comment>an axis label: weekday and time</comment>
        <translation>ddd HH:mm</translation>
    </message>
    <message>
        <source>d MMM</source>
        <comment>an axis label: day and month</comment>
        <translation>M月d日</translation>
    </message>
    <message>
        <source>MMM yyyy</source>
        <comment>an axis label: month and year</comment>
        <translation>yyyy年M月</translation>
    </message>
    <message>
        <source>Nothing to show yet.</source>
        <translation>尚無資料。</translation>
    </message>
    <message>
        <source>{0}: 1 point, first {2} ({3}), last {4} ({5}), lowest {6}, highest {7}.</source>
        <translation>{0}：1 個資料點，第一個 {2}（{3}），最後一個 {4}（{5}），最低 {6}，最高 {7}。</translation>
    </message>
    <message>
        <source>{0}: {1} points, first {2} ({3}), last {4} ({5}), lowest {6}, highest {7}.</source>
        <translation>{0}：{1} 個資料點，第一個 {2}（{3}），最後一個 {4}（{5}），最低 {6}，最高 {7}。</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source> and </source>
        <comment>before the last item of a list in a sentence</comment>
        <translation>和</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <comment>two sentences, one after the other</comment>
        <translation>{0}{1}</translation>
    </message>
</context>
<context>
    <name>LiveValue</name>
    <message>
        <source>&amp;Quiz me: hide the value until I confirm</source>
        <extracomment>The dealer table&apos;s load begins this long after the panel first paints (the first frames of the window, and a screenshot of them, come first)... ...or this long after the panel is made, if it never paints (hidden). seconds from the last move to the value shown</extracomment>
        <translation>測驗我(&amp;Q)：確認前隱藏數值</translation>
    </message>
    <message>
        <source>Set your hand without seeing what each setting is worth</source>
        <translation>擺牌時不看每種擺法的價值</translation>
    </message>
    <message>
        <source>The value of your setting</source>
        <translation>你的擺法的價值</translation>
    </message>
    <message>
        <source>&lt;i&gt;Quiz: the value is hidden until you confirm.&lt;/i&gt;</source>
        <translation>&lt;i&gt;測驗：確認前不顯示數值。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;i&gt;Working out every setting&apos;s value…&lt;/i&gt;</source>
        <translation>&lt;i&gt;正在計算每種擺法的價值…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Put two cards in the low hand to see this setting&apos;s value.</source>
        <translation>把兩張牌放進小牌，就能看到這種擺法的價值。</translation>
    </message>
    <message>
        <source>&lt;b&gt;This setting fouls&lt;/b&gt;: it loses whatever the dealer holds.</source>
        <translation>&lt;b&gt;這種擺法倒相&lt;/b&gt;：不論莊家拿什麼牌都輸。</translation>
    </message>
    <message>
        <source>&lt;b&gt;This setting:&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;這種擺法：&lt;/b&gt;{0}</translation>
    </message>
    <message>
        <source>It gives up {0} per 100 bet against the best.</source>
        <translation>比最佳擺法每注 100 少 {0}。</translation>
    </message>
    <message>
        <source>✔ A best setting.</source>
        <translation>✔ 最佳擺法之一。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Best:&lt;/b&gt; {0}: {1}</source>
        <translation>&lt;b&gt;最佳：&lt;/b&gt;{0}：{1}</translation>
    </message>
    <message>
        <source>EZ: the dealer&apos;s queen-high pai gows push; no commission.</source>
        <translation>EZ：莊家的 Q 頭散牌一律和局；不抽佣金。</translation>
    </message>
    <message>
        <source>win {0}, push {1}, loss {2}; EV {3}</source>
        <translation>贏 {0}，和 {1}，輸 {2}；期望值 {3}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Confirm setting</source>
        <translation>確認擺法(&amp;C)</translation>
    </message>
    <message>
        <source>Play your hands as they are set</source>
        <translation>按目前擺好的牌出牌</translation>
    </message>
    <message>
        <source>Set by the &amp;house way</source>
        <translation>按莊家規則擺牌(&amp;H)</translation>
    </message>
    <message>
        <source>Set your tiles the way the dealer would</source>
        <translation>像莊家一樣擺你的牌</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>復原移動(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last tile move</source>
        <translation>收回上一次移動的牌</translation>
    </message>
    <message>
        <source>&amp;Move picked tile</source>
        <translation>移動選取的牌(&amp;M)</translation>
    </message>
    <message>
        <source>Move the picked tile to the other hand</source>
        <translation>把選取的牌移到另一手</translation>
    </message>
    <message>
        <source>Pick tile {0}</source>
        <translation>選取第 {0} 張牌</translation>
    </message>
    <message>
        <source>Pick your tile {0} (low hand first)</source>
        <translation>選取你的第 {0} 張牌（小牌在前）</translation>
    </message>
    <message>
        <source>&amp;Quiz me</source>
        <translation>考考我(&amp;Q)</translation>
    </message>
    <message>
        <source>Keep the trainer&apos;s numbers hidden until you confirm</source>
        <translation>在你確認之前隱藏訓練的數字</translation>
    </message>
    <message>
        <source>Hand &amp;calculator…</source>
        <translation>牌型計算機(&amp;C)…</translation>
    </message>
    <message>
        <source>Exact figures for any four tiles, with tiles already seen</source>
        <translation>任何四張牌的精確數據，可計入已見的牌</translation>
    </message>
    <message>
        <source>&amp;Strategy card…</source>
        <translation>策略卡(&amp;S)…</translation>
    </message>
    <message>
        <source>A short strategy derived from the exact figures, line by line, with what each is worth</source>
        <translation>由精確數字推導出的簡短策略，逐行列出，並附每行的價值</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>When you left, deal #{0} was played out, your tiles by the rules of thumb: net {1}.</source>
        <translation>你上次離開時，第 {0} 副牌已打完，你的牌按經驗法則出：淨額 {1}。</translation>
    </message>
    <message>
        <source>When you left, deal #{0} was played out by the house way: net {1}.</source>
        <translation>你上次離開時，第 {0} 副牌已按莊家規則替你打完：淨額 {1}。</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Teen</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Day</source>
        <translation>地</translation>
    </message>
    <message>
        <source>Yun</source>
        <translation>人</translation>
    </message>
    <message>
        <source>Gor</source>
        <translation>鵝</translation>
    </message>
    <message>
        <source>Mooy</source>
        <translation>梅</translation>
    </message>
    <message>
        <source>Chong</source>
        <translation>長</translation>
    </message>
    <message>
        <source>Bon</source>
        <translation>板</translation>
    </message>
    <message>
        <source>Foo</source>
        <translation>斧</translation>
    </message>
    <message>
        <source>Ping</source>
        <translation>屏</translation>
    </message>
    <message>
        <source>Tit</source>
        <translation>七</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>六</translation>
    </message>
    <message>
        <source>Chop Gow</source>
        <translation>雜九</translation>
    </message>
    <message>
        <source>Chop Bot</source>
        <translation>雜八</translation>
    </message>
    <message>
        <source>Chop Chit</source>
        <translation>雜七</translation>
    </message>
    <message>
        <source>Chop Ng</source>
        <translation>雜五</translation>
    </message>
    <message>
        <source>Gee Joon</source>
        <translation>至尊</translation>
    </message>
    <message>
        <source>best in both hands</source>
        <translation>兩手皆最佳</translation>
    </message>
    <message>
        <source>high nine</source>
        <translation>大九</translation>
    </message>
    <message>
        <source>Gong</source>
        <translation>槓</translation>
    </message>
    <message>
        <source>Wong</source>
        <translation>王</translation>
    </message>
    <message>
        <source>best low</source>
        <translation>最佳小牌</translation>
    </message>
    <message>
        <source>best high</source>
        <translation>最佳大牌</translation>
    </message>
    <message>
        <source>Pair: {pair}</source>
        <extracomment>the player&apos;s hand is higher the banker&apos;s hand is higher equal hands (not zero): the banker wins the copy zero against zero: the banker wins whatever the tiles The 16 pairs, highest first: (name, kind of one tile, kind of the other). The hand a Teen or a Day makes with a tile of each class: 7 a high nine, 8 a Gong, 9 a Wong. Position in the hand order: higher wins, equal is a tie (the banker&apos;s).</extracomment>
        <translation>對子：{pair}</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>0 點</translation>
    </message>
    <message>
        <source>{points}, high tile {tile}</source>
        <translation>{points} 點，最大一張是「{tile}」</translation>
    </message>
    <message>
        <source>{hand} ({tile})</source>
        <translation>{hand}（{tile}）</translation>
    </message>
    <message>
        <source>{name} {code}</source>
        <extracomment>Each hand&apos;s name and long name by its tiles&apos; kinds (hands and their names depend on nothing else).</extracomment>
        <translation>{name} {code}</translation>
    </message>
    <message>
        <source>rule {rule}: {detail}</source>
        <extracomment>the rule&apos;s case in a few words, e.g. &quot;Teen pair, split&quot; one sentence for people</extracomment>
        <translation>規則 {rule}：{detail}</translation>
    </message>
    <message>
        <source>{pair} pair, kept</source>
        <translation>{pair}對，保留</translation>
    </message>
    <message>
        <source>{pair} pair, split</source>
        <translation>{pair}對，拆開</translation>
    </message>
</context>
<context>
    <name>NumbersPage</name>
    <message>
        <source>Sample hands, each counted exactly against every dealer hand by this app (player&apos;s EV per 100 bet at 5% commission, unless it says banker).</source>
        <extracomment>One hand of each kind the drill deals (two pair, three pair, a straight with a pair, a full house, four of a kind, a joker hand), then an ordinary one pair and an ordinary no pair. the player&apos;s EV setting it the house way the player&apos;s EV with the best setting the player&apos;s EV with the worst setting that is not a foul the same cards set the house way, from the banker&apos;s side &quot;high hand / low hand&quot; in words</extracomment>
        <translation>範例牌，每一手都由本程式對所有莊家牌精確計算（除非註明莊家，皆為閒家在 5% 佣金下每下注 100 的期望值）。</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>計算中</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>House way</source>
        <translation>莊家規則</translation>
    </message>
    <message>
        <source>House way EV</source>
        <translation>莊家規則期望值</translation>
    </message>
    <message>
        <source>Best EV</source>
        <translation>最佳期望值</translation>
    </message>
    <message>
        <source>Worst EV</source>
        <translation>最差期望值</translation>
    </message>
    <message>
        <source>Banker&apos;s EV</source>
        <translation>莊家的期望值</translation>
    </message>
    <message>
        <source>Sample hands</source>
        <translation>範例牌</translation>
    </message>
    <message>
        <source>What the numbers show</source>
        <translation>數字說明了什麼</translation>
    </message>
    <message>
        <source>&lt;i&gt;Counting the sample hands…&lt;/i&gt;</source>
        <translation>&lt;i&gt;正在計算範例牌…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decisions.&lt;/b&gt; The worst setting that is not a foul gives up as much as {0} per 100 against the best. The house way is the best setting on {1} of these {2} hands; the widest gap is {3} per 100, on {4}.</source>
        <translation>&lt;b&gt;決策。&lt;/b&gt;最差的不倒相擺法比最佳擺法每 100 最多少 {0}。在這 {2} 手牌中，莊家規則有 {1} 手是最佳擺法；差距最大的是每 100 差 {3}，出現在 {4}。</translation>
    </message>
    <message>
        <source>So most hands set themselves; what matters is the handful of real decisions, and sitting in the banker&apos;s seat when you can.</source>
        <translation>所以大多數的牌怎麼擺都很明顯；重要的是少數真正需要決定的牌，以及能做莊時就坐莊家的位置。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banking.&lt;/b&gt; Played the house way, the same cards are worth {0} per 100 more on average from the banker&apos;s seat (the banker wins the copies); the banker&apos;s side is at least as good on {1} of {2} hands.</source>
        <translation>&lt;b&gt;做莊。&lt;/b&gt;按莊家規則擺牌時，同樣的牌從莊家的位置平均每 100 多值 {0}（同點歸莊）；在 {2} 手中有 {1} 手，莊家這一方至少一樣好。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Banking.&lt;/b&gt; Played the house way, the same cards are worth {0} per 100 less on average from the banker&apos;s seat; the banker&apos;s side is at least as good on {1} of {2} hands.</source>
        <translation>&lt;b&gt;做莊。&lt;/b&gt;按莊家規則擺牌時，同樣的牌從莊家的位置平均每 100 少值 {0}；在 {2} 手中有 {1} 手，莊家這一方至少一樣好。</translation>
    </message>
</context>
<context>
    <name>PaiGowSettingsPage</name>
    <message>
        <source>Your seat at the table, 1 to 7 (the dealer has place 0)</source>
        <extracomment>Seats 1..7 around the table; the dealer has place 0. At most one computer player in each of the six seats the player does not take.</extracomment>
        <translation>你在牌桌上的座位，1 至 7（莊家在 0 號位）</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>你的座位</translation>
    </message>
    <message>
        <source>How many computer players sit with you (0 to 6); they play the house way</source>
        <translation>有幾位電腦玩家與你同桌（0 至 6）；他們按莊家規則擺牌</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>電腦玩家</translation>
    </message>
    <message>
        <source>The bet a new round starts with</source>
        <translation>新一局開始時的注碼</translation>
    </message>
    <message>
        <source>Default bet</source>
        <translation>預設注碼</translation>
    </message>
    <message>
        <source>The smallest bet the table takes</source>
        <translation>本桌接受的最小注碼</translation>
    </message>
    <message>
        <source>Table minimum</source>
        <translation>本桌最低注</translation>
    </message>
    <message>
        <source>The largest bet the table takes; at least the minimum</source>
        <translation>本桌接受的最大注碼；不得低於最低注</translation>
    </message>
    <message>
        <source>Table maximum</source>
        <translation>本桌最高注</translation>
    </message>
    <message>
        <source>The commission the house takes from a winning bet (5% is usual)</source>
        <translation>莊家從贏注中抽取的佣金（通常為 5%）</translation>
    </message>
    <message>
        <source>Commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>&amp;Seat:</source>
        <translation>座位(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>電腦玩家(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Default bet:</source>
        <translation>預設注碼(&amp;D)：</translation>
    </message>
    <message>
        <source>Table mi&amp;nimum:</source>
        <translation>本桌最低注(&amp;N)：</translation>
    </message>
    <message>
        <source>Table ma&amp;ximum:</source>
        <translation>本桌最高注(&amp;X)：</translation>
    </message>
    <message>
        <source>C&amp;ommission:</source>
        <translation>佣金(&amp;O)：</translation>
    </message>
    <message>
        <source>Show the &amp;trainer</source>
        <translation>顯示訓練(&amp;T)</translation>
    </message>
    <message>
        <source>Show every way to set your tiles with its exact odds, the best one and the house way marked</source>
        <translation>顯示每一種擺牌方法及其精確機率，並標出最佳擺法和莊家規則</translation>
    </message>
    <message>
        <source>&amp;Quiz me: hide the numbers until I confirm</source>
        <translation>考考我(&amp;Q)：在我確認前隱藏數字</translation>
    </message>
    <message>
        <source>With the trainer on, set your hand first: its numbers appear once you confirm</source>
        <translation>開啟訓練時，先擺好你的牌：確認後才顯示數字</translation>
    </message>
    <message>
        <source>The {n}-line standalone card</source>
        <translation>{n} 行的獨立策略卡</translation>
    </message>
    <message>
        <source>The {n}-line card on top of the house way</source>
        <translation>以莊家規則為底的 {n} 行策略卡</translation>
    </message>
    <message>
        <source>Besides the best play, the trainer says which line of this strategy card your setting follows, or what the card says instead (Trainer › Strategy card shows the cards)</source>
        <translation>除了最佳擺法，訓練也會說出你的擺法符合這張策略卡的哪一行，或策略卡的擺法（訓練 › 策略卡可查看各卡）</translation>
    </message>
    <message>
        <source>Strategy card the trainer grades by</source>
        <translation>訓練評分所用的策略卡</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>訓練</translation>
    </message>
    <message>
        <source>&amp;Grade by the card:</source>
        <translation>依策略卡評分(&amp;G)：</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>從不</translation>
    </message>
    <message>
        <source>Ask me</source>
        <translation>詢問我</translation>
    </message>
    <message>
        <source>Always, when allowed</source>
        <translation>允許時一律做莊</translation>
    </message>
    <message>
        <source>When the bank comes round to your seat: never take it, ask each time, or take it whenever your bankroll covers the table</source>
        <translation>輪到你的座位做莊時：從不做莊、每次詢問，或只要資金足以應付全桌就做莊</translation>
    </message>
    <message>
        <source>Bank offer</source>
        <translation>做莊選擇</translation>
    </message>
    <message>
        <source>A &amp;player may bank two rounds running</source>
        <translation>閒家可以連續做莊兩局(&amp;P)</translation>
    </message>
    <message>
        <source>Some card rooms allow it; by default a player banks every other round</source>
        <translation>有些牌房允許；預設閒家每隔一局才能做莊</translation>
    </message>
    <message>
        <source>Co-banking: the house covers half of &amp;every bet</source>
        <translation>合莊(&amp;E)：莊家承擔每一注的一半</translation>
    </message>
    <message>
        <source>When you bank, the house shares it; your tiles are then set by the house way</source>
        <translation>你做莊時由莊家與你合莊；你的牌會按莊家規則擺</translation>
    </message>
    <message>
        <source>The d&amp;ice count starts at the dealer</source>
        <translation>擲骰點數從荷官的位置開始數(&amp;I)</translation>
    </message>
    <message>
        <source>By default the count starts at the banker&apos;s place</source>
        <translation>預設從做莊者的座位開始數</translation>
    </message>
    <message>
        <source>Eight stacks of four</source>
        <translation>八疊，每疊四張</translation>
    </message>
    <message>
        <source>Four stacks of eight, top halves lifted</source>
        <translation>四疊，每疊八張，再把上半疊移到旁邊</translation>
    </message>
    <message>
        <source>How the dealer builds the woodpile after the wash (the deal is the same)</source>
        <translation>洗牌後荷官如何砌牌（發出的牌相同）</translation>
    </message>
    <message>
        <source>Woodpile</source>
        <translation>砌牌</translation>
    </message>
    <message>
        <source>Banking</source>
        <translation>做莊</translation>
    </message>
    <message>
        <source>Ta&amp;ke the bank:</source>
        <translation>做莊(&amp;K)：</translation>
    </message>
    <message>
        <source>&amp;Woodpile:</source>
        <translation>砌牌(&amp;W)：</translation>
    </message>
    <message>
        <source>Pai Gow Tiles</source>
        <translation>牌九</translation>
    </message>
    <message>
        <source>The table maximum ({0}) must be at least the table minimum ({1}).</source>
        <translation>本桌最高注（{0}）不得低於本桌最低注（{1}）。</translation>
    </message>
    <message>
        <source>The default bet ({0}) must lie between the table minimum ({1}) and maximum ({2}).</source>
        <translation>預設注碼（{0}）必須介於本桌最低注（{1}）與最高注（{2}）之間。</translation>
    </message>
</context>
<context>
    <name>PaiGowWindow</name>
    <message>
        <source>Round</source>
        <extracomment>The largest amount the bet box takes ($1,000,000, as the settings); the table&apos;s limits decide. the buttons, the bank&apos;s offer and the panel&apos;s preview follow the round once a turn of the event loop (a round at speed 0 passes every stage within one call) the preview the panel shows next the status line&apos;s last refusal of the bet typed</extracomment>
        <translation>牌局</translation>
    </message>
    <message>
        <source>&amp;New round</source>
        <translation>新一局(&amp;N)</translation>
    </message>
    <message>
        <source>Bet and deal a new round</source>
        <translation>下注並發新一局</translation>
    </message>
    <message>
        <source>Deal the same tiles again</source>
        <translation>再發一次同樣的牌</translation>
    </message>
    <message>
        <source>Show the exact value of every way to set your tiles</source>
        <translation>顯示每一種擺牌方法的精確價值</translation>
    </message>
    <message>
        <source>&amp;Drill, quizzes and progress…</source>
        <translation>練習、測驗與進度(&amp;D)…</translation>
    </message>
    <message>
        <source>Practise setting hands, with spaced repetition</source>
        <translation>用間隔重複法練習擺牌</translation>
    </message>
    <message>
        <source>Place your bet and press New round (F2).</source>
        <translation>請下注，然後按「新一局」（F2）。</translation>
    </message>
    <message>
        <source>No deal yet</source>
        <translation>尚未發牌</translation>
    </message>
    <message>
        <source>Deal #{0} again: practice, no money</source>
        <translation>再發第 {0} 副牌：練習，不計輸贏</translation>
    </message>
    <message>
        <source>Deal #{0}</source>
        <translation>第 {0} 副牌</translation>
    </message>
    <message>
        <source>{0} — deal #{1}</source>
        <translation>{0} — 第 {1} 副牌</translation>
    </message>
    <message>
        <source>more than your bankroll of {0}</source>
        <translation>超過你的資金 {0}</translation>
    </message>
    <message>
        <source>Cannot deal: {0}.</source>
        <translation>無法發牌：{0}。</translation>
    </message>
    <message>
        <source>Finish this round first.</source>
        <translation>請先完成這一局。</translation>
    </message>
    <message>
        <source>The new language is shown when this round ends.</source>
        <translation>新的語言將於本局結束時顯示。</translation>
    </message>
    <message>
        <source>Setting not changed: {0}</source>
        <translation>設定未變更：{0}</translation>
    </message>
    <message>
        <source>Seat, players, limits and commission change from the next round.</source>
        <translation>座位、玩家、限額和佣金從下一局起變更。</translation>
    </message>
    <message>
        <source>Deal #{0} is dealt again with the house banking: the round&apos;s banker cannot bank now.</source>
        <translation>第 {0} 副牌已重新發出，改由莊家做莊：該局的莊家現在無法做莊。</translation>
    </message>
</context>
<context>
    <name>PlayersDialog</name>
    <message>
        <source>Players</source>
        <extracomment>your place, how many computer players</extracomment>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>你的座位</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>座位 {0}</translation>
    </message>
    <message>
        <source>&amp;Your seat:</source>
        <translation>你的座位(&amp;Y)：</translation>
    </message>
    <message>
        <source>Seats are counted counter-clockwise from the dealer&apos;s. The computer players sit nearest you. The change counts from the next hand.</source>
        <translation>座位從莊家算起，按逆時針方向數。電腦玩家坐在離你最近的座位。變更從下一手開始生效。</translation>
    </message>
    <message>
        <source>Computer players</source>
        <extracomment>the names, the levels (lists, in the seats&apos; order)</extracomment>
        <translation>電腦玩家</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>電腦玩家(&amp;C)：</translation>
    </message>
    <message>
        <source>Basic (plays by rules of thumb)</source>
        <extracomment>The computer players&apos; levels the page offers (``rule`` basic; ``default`` strong; ``expert``).</extracomment>
        <translation>基本（憑經驗法則出牌）</translation>
    </message>
    <message>
        <source>Strong (plays out the unseen tiles)</source>
        <translation>強（推演未見的牌）</translation>
    </message>
    <message>
        <source>Expert (searches deeper, slower)</source>
        <translation>專家（算得更深，較慢）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat&lt;/b&gt;</source>
        <translation>&lt;b&gt;座位&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Name&lt;/b&gt;</source>
        <translation>&lt;b&gt;名稱&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Level&lt;/b&gt;</source>
        <translation>&lt;b&gt;等級&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}：</translation>
    </message>
    <message>
        <source>{0}&apos;s name</source>
        <translation>{0} 的名稱</translation>
    </message>
    <message>
        <source>{0}&apos;s level</source>
        <translation>{0} 的等級</translation>
    </message>
    <message>
        <source>Names show at once; levels count from the next hand.</source>
        <translation>名稱立即顯示；等級從下一手起生效。</translation>
    </message>
</context>
<context>
    <name>PlayersMenu</name>
    <message>
        <source>&amp;Players…</source>
        <translation>玩家(&amp;P)…</translation>
    </message>
    <message>
        <source>Your place and how many computer players sit with you</source>
        <translation>你的位置，以及有幾位電腦玩家同桌</translation>
    </message>
    <message>
        <source>The players change from the next hand.</source>
        <translation>玩家從下一手開始變更。</translation>
    </message>
</context>
<context>
    <name>Points</name>
    <message>
        <source>{0} point</source>
        <translation>{0} 分</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>{0} 分</translation>
    </message>
</context>
<context>
    <name>PokerAdvice</name>
    <message>
        <source>A foul: the low hand ranks above the high hand, so the bet is lost.</source>
        <extracomment>The game&apos;s key in the store. The commission on winning bets unless the player changes it. Logical widths of the cards: a hand to set, and the calculator&apos;s table rows. How a picked card stands out: a gold frame. &quot;drill&quot; or &quot;quiz&quot; EV per unit bet given up against the best Why a setting is weaker, a sentence a reason ({0}: the best setting&apos;s low cards).</extracomment>
        <translation>倒相：小牌比大牌大，所以這一注輸掉。</translation>
    </message>
    <message>
        <source>Split the two pairs: the lower pair in the low hand ({0}).</source>
        <translation>拆開兩對：把較小的一對放在小牌（{0}）。</translation>
    </message>
    <message>
        <source>Keep the pairs together in the high hand; play {0} low.</source>
        <translation>兩對都放在大牌；小牌擺 {0}。</translation>
    </message>
    <message>
        <source>Keep the straight or flush in the high hand; play {0} low.</source>
        <translation>順子或同花留在大牌；小牌擺 {0}。</translation>
    </message>
    <message>
        <source>Give up the straight or flush for a stronger low hand: {0}.</source>
        <translation>放棄順子或同花，換取較強的小牌：{0}。</translation>
    </message>
    <message>
        <source>A high hand of the same kind leaves a stronger low hand: {0}.</source>
        <translation>同一類的大牌可以留下更強的小牌：{0}。</translation>
    </message>
    <message>
        <source>A stronger high hand of the same kind was there, with a low hand as good.</source>
        <translation>有同一類但更強的大牌，小牌也不比較差。</translation>
    </message>
    <message>
        <source>A stronger high hand of the same kind is worth more than the weaker low hand it leaves ({0}).</source>
        <translation>同一類但更強的大牌，值得換成它留下的較弱小牌（{0}）。</translation>
    </message>
    <message>
        <source>Setting {0} low is worth more on average.</source>
        <translation>小牌擺 {0} 平均價值較高。</translation>
    </message>
</context>
<context>
    <name>PokerAdviceLine</name>
    <message>
        <source>Advice on your setting</source>
        <extracomment>one sentence, empty for a best setting a PokerVerdict True while a setting is being weighed the setting could not be judged judge against the house at an EZ Pai Gow table</extracomment>
        <translation>對你擺法的建議</translation>
    </message>
    <message>
        <source>&lt;i&gt;Weighing your setting…&lt;/i&gt;</source>
        <translation>&lt;i&gt;正在評估你的擺法…&lt;/i&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;✔ A best setting.&lt;/b&gt;</source>
        <translation>&lt;b&gt;✔ 最佳擺法之一。&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The house way gives up {0} per 100 bet here.</source>
        <translation>莊家規則在這裡每下注 100 損失 {0}。</translation>
    </message>
    <message>
        <source>The house way&apos;s rule for these cards: {0}.</source>
        <translation>莊家規則對這幾張牌的規則：{0}。</translation>
    </message>
    <message>
        <source>&lt;b&gt;✘ Gives up {0} per 100 bet against the best.&lt;/b&gt;</source>
        <translation>&lt;b&gt;✘ 比最佳擺法每下注 100 損失 {0}。&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Best: {0} high, {1} low.</source>
        <translation>最佳：大牌 {0}，小牌 {1}。</translation>
    </message>
</context>
<context>
    <name>PokerBank</name>
    <message>
        <source>Bank</source>
        <translation>莊</translation>
    </message>
    <message>
        <source>Shares the bank</source>
        <translation>合夥做莊</translation>
    </message>
    <message>
        <source>House way</source>
        <translation>莊家規則</translation>
    </message>
    <message>
        <source>Bank +{0}</source>
        <translation>莊 +{0}</translation>
    </message>
    <message>
        <source>Bank −{0}</source>
        <translation>莊 −{0}</translation>
    </message>
    <message>
        <source>Bank even</source>
        <translation>莊 不輸不贏</translation>
    </message>
    <message>
        <source>High</source>
        <translation>大牌</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>小牌</translation>
    </message>
    <message>
        <source>Your bank wins {0}</source>
        <translation>你做莊贏 {0}</translation>
    </message>
    <message>
        <source>Your bank loses {0}</source>
        <translation>你做莊輸 {0}</translation>
    </message>
    <message>
        <source>Your bank breaks even</source>
        <translation>你做莊不輸不贏</translation>
    </message>
    <message>
        <source>Net {0}, commission {1}</source>
        <translation>淨額 {0}，佣金 {1}</translation>
    </message>
    <message>
        <source>the house covered half</source>
        <translation>賭場承擔了一半</translation>
    </message>
    <message>
        <source>Against {0} hands</source>
        <translation>對上 {0} 手牌</translation>
    </message>
    <message>
        <source>You (bank)</source>
        <translation>你（莊）</translation>
    </message>
</context>
<context>
    <name>PokerController</name>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>House way</source>
        <translation>莊家規則</translation>
    </message>
    <message>
        <source>Finish this hand first.</source>
        <translation>請先打完這一手。</translation>
    </message>
    <message>
        <source>Your bankroll cannot cover a bet of {0}.</source>
        <translation>你的資金不足以下注 {0}。</translation>
    </message>
    <message>
        <source>Your bankroll cannot cover the bank now: the house banks.</source>
        <translation>你的資金現在不足以做莊：由賭場做莊。</translation>
    </message>
    <message>
        <source>Not saved: {0}</source>
        <translation>未儲存：{0}</translation>
    </message>
    <message>
        <source>The dice say {0}: the first hand goes to {1}.</source>
        <translation>骰子擲出 {0}：第一手牌發給{1}。</translation>
    </message>
    <message>
        <source>Deal {0}. {1}</source>
        <translation>第 {0} 副牌。{1}</translation>
    </message>
    <message>
        <source>There is no deal to replay yet.</source>
        <translation>還沒有可以重玩的牌。</translation>
    </message>
    <message>
        <source>You share the bank with the house: it sets your hand. Press Enter.</source>
        <translation>你和莊家合夥做莊：由莊家替你擺牌。請按 Enter。</translation>
    </message>
    <message>
        <source>Set your hand: put two cards in the low hand (drag, click or keys 1-7 then L), or press H.</source>
        <translation>擺牌：把兩張牌放進小牌（拖曳、點選，或按 1-7 再按 L），或按 H。</translation>
    </message>
    <message>
        <source>Put two cards in the low hand.</source>
        <translation>請把兩張牌放進小牌。</translation>
    </message>
    <message>
        <source>Foul: the low hand may not rank above the high hand.</source>
        <translation>倒相：小牌不可以比大牌大。</translation>
    </message>
    <message>
        <source>{0} — foul</source>
        <translation>{0} — 倒相</translation>
    </message>
    <message>
        <source>Not yet: {0}</source>
        <translation>還不行：{0}</translation>
    </message>
    <message>
        <source>Dealer&apos;s house way — {0}</source>
        <translation>莊家規則——{0}</translation>
    </message>
    <message>
        <source>{0}&apos;s house way — {1}</source>
        <translation>{0} 的莊家規則——{1}</translation>
    </message>
    <message>
        <source>{0}. {1}</source>
        <translation>{0}。{1}</translation>
    </message>
    <message>
        <source>{0}. F2 deals a new hand.</source>
        <translation>{0}。按 F2 發新的一手。</translation>
    </message>
    <message>
        <source>WIN +{0}</source>
        <translation>贏 +{0}</translation>
    </message>
    <message>
        <source>PUSH</source>
        <translation>和</translation>
    </message>
    <message>
        <source>LOSS {0}</source>
        <translation>輸 {0}</translation>
    </message>
    <message>
        <source>Bet {0}: lost to the banker, net −{0}</source>
        <translation>下注 {0}：輸給莊家，淨額 −{0}</translation>
    </message>
    <message>
        <source>Fortune bonus, {0}: {1}</source>
        <translation>財富彩金，{0}：{1}</translation>
    </message>
    <message>
        <source>Envy for {0}&apos;s {1}: {2}</source>
        <translation>{0}的{1}帶來羨慕彩金：{2}</translation>
    </message>
    <message>
        <source>Queen&apos;s Dragon: the dealer&apos;s queen-high pai gow, {0}</source>
        <translation>皇后龍：莊家是 Q 頭散牌，{0}</translation>
    </message>
    <message>
        <source>Queen&apos;s Dragon: no dealer&apos;s hand, bet returned</source>
        <translation>皇后龍：莊家沒有牌，退還注碼</translation>
    </message>
    <message>
        <source>Queen&apos;s Dragon: lost, {0}</source>
        <translation>皇后龍：輸，{0}</translation>
    </message>
    <message>
        <source>Set by the house way: {0}.</source>
        <translation>已按莊家規則擺牌：{0}。</translation>
    </message>
    <message>
        <source>Bank</source>
        <extracomment>no hand yet your cards are up: set them shown and settled; New hand deals the next the Stage for the status line your setting (and so the preview) changed the RoundSettlement the demo could not deal its next hand: why (then demo_finished) the ledger&apos;s id of a hand whose record now says what it gave up a bet chosen mid-hand, for the next hand your Fortune bet and Queen&apos;s Dragon bet, placed when the table offers them (0: none) who holds the bank this hand (you, a computer player or the house) chosen for the next hand rules chosen mid-hand, for the next hand the deal number of the hand on the table the ledger&apos;s id of the last hand recorded this hand is a replay: played for no money, kept nowhere the house-way rule that set the hand you faced whose hand that was every place&apos;s setting once turned up the status line says why something was refused the setting the status line names as the house way&apos;s (None: it names none) why new_hand last refused to deal (what it said in ``message``) the demo (ui.demo.DemoTable): your hand set by the house way at the bet chosen</extracomment>
        <translation>莊</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>座位 {0}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>High: {0}</source>
        <translation>大牌：{0}</translation>
    </message>
    <message>
        <source>Low: {0}</source>
        <translation>小牌：{0}</translation>
    </message>
    <message>
        <source>High</source>
        <translation>大牌</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>小牌</translation>
    </message>
    <message>
        <source>You win {0}</source>
        <translation>你贏 {0}</translation>
    </message>
    <message>
        <source>Bet {0}: won {1}, commission {2}, net +{3}</source>
        <translation>下注 {0}：贏 {1}，佣金 {2}，淨額 +{3}</translation>
    </message>
    <message>
        <source>You lose {0}</source>
        <translation>你輸 {0}</translation>
    </message>
    <message>
        <source>Push: the dealer&apos;s queen-high pai gow</source>
        <translation>和局：莊家是 Q 頭散牌</translation>
    </message>
    <message>
        <source>Push: one hand each</source>
        <translation>和局：各贏一手</translation>
    </message>
    <message>
        <source>Bet {0}: comes back, net {1}</source>
        <translation>下注 {0}：退回，淨額 {1}</translation>
    </message>
</context>
<context>
    <name>PokerDrill</name>
    <message>
        <source>Two pair</source>
        <extracomment>The kinds of hand the drill deals: the ones players most often set wrong.</extracomment>
        <translation>兩對</translation>
    </message>
    <message>
        <source>Three pair</source>
        <translation>三對</translation>
    </message>
    <message>
        <source>Straight or flush with pairs</source>
        <translation>順子或同花帶對子</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>葫蘆</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>四條</translation>
    </message>
    <message>
        <source>Joker hands</source>
        <translation>有鬼牌的牌</translation>
    </message>
</context>
<context>
    <name>PokerHands</name>
    <message>
        <source>twos</source>
        <extracomment>just below A-K-Q-J-T (the default) below 6-5-4-3-2, as in ordinary poker A high hand of two pair or better on the two-card scale: above every low hand. The translation context of the poker hands&apos; names (the interface says them in Chinese).</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>3</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>4</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>5</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>6</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>7</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>8</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>9</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>10</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>J</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>K</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>A</translation>
    </message>
    <message>
        <source>seven-card straight flush, no joker</source>
        <extracomment>154,143,080 seven-card hands of the 53 cards</extracomment>
        <translation>七張同花順（無鬼牌）</translation>
    </message>
    <message>
        <source>royal flush plus royal match</source>
        <translation>皇家同花順加同花 K-Q</translation>
    </message>
    <message>
        <source>seven-card straight flush with the joker</source>
        <translation>七張同花順（含鬼牌）</translation>
    </message>
    <message>
        <source>royal flush</source>
        <translation>皇家同花順</translation>
    </message>
    <message>
        <source>straight flush</source>
        <translation>同花順</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>四條</translation>
    </message>
    <message>
        <source>full house</source>
        <translation>葫蘆</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>同花</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>三條</translation>
    </message>
    <message>
        <source>straight</source>
        <translation>順子</translation>
    </message>
    <message>
        <source>no bonus hand</source>
        <translation>沒有彩金牌型</translation>
    </message>
    <message>
        <source>A-high straight</source>
        <translation>A 頭順子</translation>
    </message>
    <message>
        <source>wheel straight flush (5-4-3-2-A)</source>
        <translation>最小同花順（5-4-3-2-A）</translation>
    </message>
    <message>
        <source>wheel straight (5-4-3-2-A)</source>
        <translation>最小順（5-4-3-2-A）</translation>
    </message>
    <message>
        <source>{top}-high straight flush</source>
        <translation>{top} 頭同花順</translation>
    </message>
    <message>
        <source>{top}-high straight</source>
        <translation>{top} 頭順子</translation>
    </message>
    <message>
        <source>four {rank}, {kicker} kicker</source>
        <translation>四條 {rank}，踢腳 {kicker}</translation>
    </message>
    <message>
        <source>full house, {three} over {pair}</source>
        <translation>葫蘆，三條 {three} 帶一對 {pair}</translation>
    </message>
    <message>
        <source>three {rank}, {kickers}</source>
        <translation>三條 {rank}，{kickers}</translation>
    </message>
    <message>
        <source>two pair, {high} and {low}, {kicker} kicker</source>
        <translation>兩對，{high} 和 {low}，踢腳 {kicker}</translation>
    </message>
    <message>
        <source>pair of {rank}, {kickers}</source>
        <translation>一對 {rank}，{kickers}</translation>
    </message>
    <message>
        <source>five aces</source>
        <translation>五條 A</translation>
    </message>
    <message>
        <source>flush {ranks}</source>
        <translation>同花 {ranks}</translation>
    </message>
    <message>
        <source>high card {ranks}</source>
        <translation>散牌 {ranks}</translation>
    </message>
    <message>
        <source>pair of {rank}</source>
        <translation>一對 {rank}</translation>
    </message>
</context>
<context>
    <name>PokerHouseWay</name>
    <message>
        <source>Five aces kept whole, the kings low</source>
        <extracomment>Every rule&apos;s name, in the order the rules are checked. The translation context of the rules&apos; titles.</extracomment>
        <translation>五條 A 不拆，一對 K 放小牌</translation>
    </message>
    <message>
        <source>Five aces split: two aces low</source>
        <translation>拆開五條 A：兩張 A 放小牌</translation>
    </message>
    <message>
        <source>Four of a kind, twos to sixes: kept whole</source>
        <translation>2 到 6 的四條：不拆</translation>
    </message>
    <message>
        <source>Four of a kind, sevens to tens, an ace or a pair beside: kept whole</source>
        <translation>7 到 10 的四條，另有 A 或一對：不拆</translation>
    </message>
    <message>
        <source>Four of a kind, sevens to tens: split in two pairs</source>
        <translation>7 到 10 的四條：拆成兩對</translation>
    </message>
    <message>
        <source>Four jacks, queens or kings, tens or better beside: kept whole</source>
        <translation>四條 J、Q 或 K，另有一對 10 以上：不拆</translation>
    </message>
    <message>
        <source>Four jacks, queens or kings: split in two pairs</source>
        <translation>四條 J、Q 或 K：拆成兩對</translation>
    </message>
    <message>
        <source>Four aces, sevens or better beside: kept whole</source>
        <translation>四條 A，另有一對 7 以上：不拆</translation>
    </message>
    <message>
        <source>Four aces: split in two pairs</source>
        <translation>四條 A：拆成兩對</translation>
    </message>
    <message>
        <source>Two threes of a kind: two of the higher low</source>
        <translation>兩組三條：較大的一組取兩張放小牌</translation>
    </message>
    <message>
        <source>Three of a kind and two pairs: the higher pair low</source>
        <translation>三條加兩對：較大的一對放小牌</translation>
    </message>
    <message>
        <source>Full house with a pair of twos: kept whole, ace-king low</source>
        <translation>帶一對 2 的葫蘆：不拆，A-K 放小牌</translation>
    </message>
    <message>
        <source>Full house: the pair low</source>
        <translation>葫蘆：對子放小牌</translation>
    </message>
    <message>
        <source>Three pairs played instead of the straight or flush: highest pair low</source>
        <translation>不打順子或同花，照三對：最大的一對放小牌</translation>
    </message>
    <message>
        <source>Two pairs played instead of the straight or flush: split, sevens or better, no single ace</source>
        <translation>不打順子或同花，照兩對：拆開（7 以上，沒有單張 A）</translation>
    </message>
    <message>
        <source>Two pairs played instead of the straight or flush: split, jacks and sixes or better, an ace</source>
        <translation>不打順子或同花，照兩對：拆開（J 以上與 6 以上，有 A）</translation>
    </message>
    <message>
        <source>Two pairs played instead of the straight or flush: split, a pair of aces</source>
        <translation>不打順子或同花，照兩對：拆開（有一對 A）</translation>
    </message>
    <message>
        <source>Two pairs played instead of the straight or flush: both kept high</source>
        <translation>不打順子或同花，照兩對：兩對都留在大牌</translation>
    </message>
    <message>
        <source>Straight or flush, with the best low hand it leaves</source>
        <translation>打順子或同花，留下最好的小牌</translation>
    </message>
    <message>
        <source>Royal flush broken for a strong low hand</source>
        <translation>拆開皇家同花順，換一手強的小牌</translation>
    </message>
    <message>
        <source>Straight flush broken for a strong low hand</source>
        <translation>拆開同花順，換一手強的小牌</translation>
    </message>
    <message>
        <source>Royal flush kept</source>
        <translation>保留皇家同花順</translation>
    </message>
    <message>
        <source>Straight flush kept</source>
        <translation>保留同花順</translation>
    </message>
    <message>
        <source>Three pairs: the highest pair low</source>
        <translation>三對：最大的一對放小牌</translation>
    </message>
    <message>
        <source>Two pairs, sevens or better, no single ace: split, the lower pair low</source>
        <translation>兩對，較大的是 7 以上，沒有單張 A：拆開，較小的一對放小牌</translation>
    </message>
    <message>
        <source>Two pairs, jacks and sixes or better, with an ace: split, the lower pair low</source>
        <translation>兩對，J 以上與 6 以上，有單張 A：拆開，較小的一對放小牌</translation>
    </message>
    <message>
        <source>Two pairs with aces: split, the lower pair low</source>
        <translation>兩對中有一對 A：拆開，較小的一對放小牌</translation>
    </message>
    <message>
        <source>Two pairs kept high, the two highest singles low</source>
        <translation>兩對都留在大牌，兩張最大的單牌放小牌</translation>
    </message>
    <message>
        <source>Three aces: an ace and the highest single low</source>
        <translation>三條 A：一張 A 與最大的單牌放小牌</translation>
    </message>
    <message>
        <source>Three of a kind kept high, the two highest singles low</source>
        <translation>三條留在大牌，兩張最大的單牌放小牌</translation>
    </message>
    <message>
        <source>One pair high, the two highest singles low</source>
        <translation>對子留在大牌，兩張最大的單牌放小牌</translation>
    </message>
    <message>
        <source>No pair: the highest card high, the next two low</source>
        <translation>散牌：最大的一張留在大牌，第二、三大的放小牌</translation>
    </message>
</context>
<context>
    <name>PokerQuiz</name>
    <message>
        <source>The first</source>
        <extracomment>&quot;&quot; for the house way (answered by picking two cards)</extracomment>
        <translation>第一手</translation>
    </message>
    <message>
        <source>The second</source>
        <translation>第二手</translation>
    </message>
    <message>
        <source>Equal (a copy)</source>
        <translation>一樣大（同點）</translation>
    </message>
    <message>
        <source>A foul</source>
        <translation>倒相</translation>
    </message>
    <message>
        <source>Not a foul</source>
        <translation>不是倒相</translation>
    </message>
    <message>
        <source>The first: {0}. The second: {1}.</source>
        <translation>第一手：{0}。第二手：{1}。</translation>
    </message>
    <message>
        <source>High: {0}. Low: {1}.</source>
        <translation>大牌：{0}。小牌：{1}。</translation>
    </message>
    <message>
        <source>The house way plays {0} low: {1} high, {2} low.</source>
        <translation>莊家規則把 {0} 擺在小牌：大牌 {1}，小牌 {2}。</translation>
    </message>
</context>
<context>
    <name>PokerRules</name>
    <message>
        <source>Ba&amp;nking turns</source>
        <extracomment>Each rule option offered as a choice: its label, what it does, and each value&apos;s words, in :data:`CHOICES`&apos; order (translated in &quot;PokerRules&quot;). The joker is left out (the bug only).</extracomment>
        <translation>做莊輪次(&amp;N)</translation>
    </message>
    <message>
        <source>How often a player may bank</source>
        <translation>閒家多久可以做莊一次</translation>
    </message>
    <message>
        <source>Every other hand at most</source>
        <translation>最多每隔一手</translation>
    </message>
    <message>
        <source>Two hands running, then the bank passes</source>
        <translation>連續兩手，然後換人做莊</translation>
    </message>
    <message>
        <source>A &amp;fouled hand</source>
        <translation>倒相的牌(&amp;F)</translation>
    </message>
    <message>
        <source>A setting whose low hand ranks above its high hand</source>
        <translation>小牌比大牌大的擺法</translation>
    </message>
    <message>
        <source>Loses</source>
        <translation>輸</translation>
    </message>
    <message>
        <source>Is set again by the house way</source>
        <translation>按莊家規則重新擺牌</translation>
    </message>
    <message>
        <source>The w&amp;heel (A-2-3-4-5)</source>
        <translation>最小順（A-2-3-4-5）(&amp;H)</translation>
    </message>
    <message>
        <source>Where the straight 5-4-3-2-A ranks, straight flushes too</source>
        <translation>5-4-3-2-A 這條順子的大小（同花順亦同）</translation>
    </message>
    <message>
        <source>Second highest straight</source>
        <translation>第二大的順子</translation>
    </message>
    <message>
        <source>Lowest straight</source>
        <translation>最小的順子</translation>
    </message>
    <message>
        <source>Straight or flush with two pair: split &amp;jacks and sixes</source>
        <translation>順子或同花帶兩對：拆開 J 與 6(&amp;J)</translation>
    </message>
    <message>
        <source>Which two pair the house way plays as two pair instead of the straight or flush</source>
        <translation>莊家規則遇到哪些兩對時不打順子或同花、改照兩對擺</translation>
    </message>
    <message>
        <source>Exactly jacks and sixes</source>
        <translation>剛好是一對 J 與一對 6</translation>
    </message>
    <message>
        <source>Jacks or better and sixes or better</source>
        <translation>J 以上與 6 以上</translation>
    </message>
    <message>
        <source>Break a straight flush for a &amp;pair</source>
        <translation>為一對拆開同花順(&amp;P)</translation>
    </message>
    <message>
        <source>The pair the house way breaks a straight flush for, to put it in the low hand</source>
        <translation>莊家規則為了把哪種對子放進小牌而拆開同花順</translation>
    </message>
    <message>
        <source>Any pair</source>
        <translation>任何對子</translation>
    </message>
    <message>
        <source>Jacks or better (kings for a royal flush)</source>
        <translation>J 以上（皇家同花順則要 K 以上）</translation>
    </message>
    <message>
        <source>Four of a kind kept &amp;whole: the low hand</source>
        <translation>四條不拆時的小牌(&amp;W)</translation>
    </message>
    <message>
        <source>Which two other cards go in the low hand</source>
        <translation>哪兩張其他的牌放進小牌</translation>
    </message>
    <message>
        <source>The best two</source>
        <translation>最好的兩張</translation>
    </message>
    <message>
        <source>The two highest, even breaking a pair</source>
        <translation>最大的兩張，即使會拆開對子</translation>
    </message>
    <message>
        <source>Straight or flush with &amp;three pair</source>
        <translation>順子或同花帶三對(&amp;T)</translation>
    </message>
    <message>
        <source>How the house way plays a straight or flush with three pair</source>
        <translation>莊家規則如何擺帶三對的順子或同花</translation>
    </message>
    <message>
        <source>As three pair</source>
        <translation>照三對</translation>
    </message>
    <message>
        <source>As the two highest pairs</source>
        <translation>照最大的兩對</translation>
    </message>
    <message>
        <source>Keep the straight or flush</source>
        <translation>保留順子或同花</translation>
    </message>
</context>
<context>
    <name>PokerScene</name>
    <message>
        <source>PAI GOW POKER</source>
        <extracomment>the plates round the table (design units) how far toward the middle a place&apos;s cards lie from its plate a place&apos;s chips lie above its plate the other places&apos; cards, face down and turned up at the showdown where the deck lies, from the dealer&apos;s plate your low hand (two cards) your high hand (five cards; all seven once dealt) Your cards are never narrower than this on screen (logical pixels): where the table&apos;s room would make them so, your hands take a strip of their own below the felt. Nor the other places&apos; cards narrower than these, face down and turned up. a card of yours moved between your hands the cards you picked with the keys changed the deal has been played: you may set your hand a move that cannot be made, in words every hand is turned up and the result banner tells the story</extracomment>
        <translation>牌九撲克</translation>
    </message>
    <message>
        <source>Low hand</source>
        <extracomment>the felt&apos;s card layer: the deck&apos;s 53 cards and where each rests each place&apos;s side bets (the Fortune bonus, the Queen&apos;s Dragon) as chips beside its bet</extracomment>
        <translation>小牌</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>大牌</translation>
    </message>
    <message>
        <source>The dealer shakes the dice</source>
        <extracomment>who holds the bank: its marker lies by that place&apos;s plate chips on their way to or from the banker your seven cards, in the order the row shows them your low hand, in the order the cards went there cards picked with the keys, in the order picked</extracomment>
        <translation>莊家搖骰</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>你的牌</translation>
    </message>
    <message>
        <source>The low hand holds two cards: put one back first.</source>
        <translation>小牌已經有兩張牌：請先放回一張。</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>in the low hand</source>
        <translation>在小牌</translation>
    </message>
    <message>
        <source>in the high hand</source>
        <translation>在大牌</translation>
    </message>
    <message>
        <source>Card {0}: {1}</source>
        <translation>第 {0} 張牌：{1}</translation>
    </message>
    <message>
        <source>Your high hand: {0}. Your low hand: {1}.</source>
        <translation>你的大牌：{0}。你的小牌：{1}。</translation>
    </message>
</context>
<context>
    <name>PokerSettingsPage</name>
    <message>
        <source>Your bet each hand</source>
        <extracomment>The options of the house way&apos;s readings (the rest are the table&apos;s).</extracomment>
        <translation>你每手的注碼</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>注碼</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>座位 {0}</translation>
    </message>
    <message>
        <source>Seats are counted counter-clockwise from the dealer&apos;s</source>
        <translation>座位從莊家算起，按逆時針方向數</translation>
    </message>
    <message>
        <source>Your seat</source>
        <translation>你的座位</translation>
    </message>
    <message>
        <source>How many computer players sit with you; they sit nearest you</source>
        <translation>有幾位電腦玩家與你同桌；他們坐在離你最近的座位</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>電腦玩家</translation>
    </message>
    <message>
        <source>The commission taken from a winning hand (5% is usual); none: the house banks every hand</source>
        <translation>贏牌時抽取的佣金（通常 5%）；無：每手都由賭場做莊</translation>
    </message>
    <message>
        <source>Commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <source>&amp;Share a bank with the house</source>
        <translation>與賭場合夥做莊(&amp;S)</translation>
    </message>
    <message>
        <source>When you bank, the house covers half of every bet; your hand is then set by the house way</source>
        <translation>你做莊時，賭場承擔每注的一半；你的牌會按莊家規則擺</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>&amp;Bet:</source>
        <translation>注碼(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Your seat:</source>
        <translation>你的座位(&amp;Y)：</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>電腦玩家(&amp;C)：</translation>
    </message>
    <message>
        <source>C&amp;ommission:</source>
        <translation>佣金(&amp;O)：</translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>each rule option offered as a choice, by the option&apos;s name</extracomment>
        <translation>規則</translation>
    </message>
    <message>
        <source>The house way, where the sources differ</source>
        <translation>莊家規則：各家說法不同之處</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}：</translation>
    </message>
    <message>
        <source>A straight or flush comes before a full house</source>
        <translation>順子或同花優先於葫蘆</translation>
    </message>
    <message>
        <source>The house way looks for a straight or flush before it splits a full house</source>
        <translation>莊家規則先找順子或同花，再考慮拆葫蘆</translation>
    </message>
    <message>
        <source>The changes count from the next hand. The trainer&apos;s figures are worked out for the house way as it is by default.</source>
        <translation>變更從下一手開始生效。教練的數字是按預設的莊家規則算出的。</translation>
    </message>
    <message>
        <source>Side bets and EZ Pai Gow</source>
        <translation>邊注與 EZ 牌九撲克</translation>
    </message>
    <message>
        <source>Not offered</source>
        <translation>不提供</translation>
    </message>
    <message>
        <source>Table {0}: {1} … to 1, house edge {2}</source>
        <translation>賠率表 {0}：{1} … 賠 1，賭場優勢 {2}</translation>
    </message>
    <message>
        <source>The Fortune bonus: paid on your seven cards by the pay table; from $5 it also earns the Envy bonus when another player holds four of a kind or better</source>
        <translation>財富彩金：依賠率表按你的七張牌賠付；下注 $5 以上，其他玩家拿到四條或更好的牌時還可得羨慕彩金</translation>
    </message>
    <message>
        <source>Fortune bonus</source>
        <translation>財富彩金</translation>
    </message>
    <message>
        <source>Your Fortune bet each hand</source>
        <translation>你每手的財富彩金注碼</translation>
    </message>
    <message>
        <source>Fortune bet</source>
        <translation>財富彩金注碼</translation>
    </message>
    <message>
        <source>&amp;EZ Pai Gow: no commission; the dealer&apos;s queen-high pai gow pushes every bet</source>
        <translation>EZ 牌九撲克(&amp;E)：不抽佣金；莊家是 Q 頭散牌時每注都和局</translation>
    </message>
    <message>
        <source>A player who banks plays that hand by the normal rules, commission included</source>
        <translation>閒家做莊的那一手按一般規則玩，照樣抽佣金</translation>
    </message>
    <message>
        <source>The Queen&apos;s Dragon (EZ tables): 50 to 1 that the dealer holds a queen-high pai gow</source>
        <translation>皇后龍（EZ 牌桌）：押莊家拿到 Q 頭散牌，賠 50 倍</translation>
    </message>
    <message>
        <source>Queen&apos;s Dragon bet</source>
        <translation>皇后龍注碼</translation>
    </message>
    <message>
        <source>Fortune bon&amp;us:</source>
        <translation>財富彩金(&amp;U)：</translation>
    </message>
    <message>
        <source>Fo&amp;rtune bet:</source>
        <translation>財富彩金注碼(&amp;R)：</translation>
    </message>
    <message>
        <source>Queen&apos;s &amp;Dragon bet (house edge {0}):</source>
        <translation>皇后龍注碼(&amp;D)（賭場優勢 {0}）：</translation>
    </message>
    <message>
        <source>Pai Gow Poker</source>
        <translation>牌九撲克</translation>
    </message>
</context>
<context>
    <name>PokerStatsDialog</name>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>副牌編號</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>注碼</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Commission</source>
        <translation>佣金</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>淨額</translation>
    </message>
    <message>
        <source>Your setting (two-card / five-card)</source>
        <translation>你的擺法（兩張 / 五張）</translation>
    </message>
    <message>
        <source>Given up per 100</source>
        <translation>每 100 損失</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>已玩手數</translation>
    </message>
    <message>
        <source>Pai Gow Poker hands finished at the table</source>
        <translation>在牌桌上打完的牌九撲克手數</translation>
    </message>
    <message>
        <source>Your money over every hand, after commission</source>
        <translation>你每一手的輸贏總額，已扣佣金</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>每手</translation>
    </message>
    <message>
        <source>Your average money per hand</source>
        <translation>你每手平均的輸贏金額</translation>
    </message>
    <message>
        <source>Hands banked</source>
        <translation>做莊手數</translation>
    </message>
    <message>
        <source>Hands in which you held the bank</source>
        <translation>你做莊的手數</translation>
    </message>
    <message>
        <source>Side bets</source>
        <translation>邊注</translation>
    </message>
    <message>
        <source>Your Fortune, Envy and Queen&apos;s Dragon bonuses, paid by the house</source>
        <translation>你的財富彩金、羨慕彩金和皇后龍，由賭場賠付</translation>
    </message>
    <message>
        <source>EV given up</source>
        <translation>損失的期望值</translation>
    </message>
    <message>
        <source>What your settings gave up against the best setting of the same cards, in bets (1.00 is one whole bet), by the exact analysis; the house way and mistakes both count.  Each hand is weighed just after it is played: hands from older versions are not counted</source>
        <translation>你的擺法比同一手牌的最佳擺法少了多少，以注數計（1.00 為一整注），依精確分析；莊家規則和失誤都計算在內。每一手在打完後隨即評估：舊版本打的牌局不計算在內</translation>
    </message>
    <message>
        <source>Fortune {0} bets, {1}; Envy {2}; Queen&apos;s Dragon {3} bets, {4}</source>
        <translation>財富彩金 {0} 注，{1}；羨慕彩金 {2}；皇后龍 {3} 注，{4}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>{0} of {1} hands were weighed (— where a hand was not).</source>
        <translation>{1} 手中已評估 {0} 手（未評估的顯示為 —）。</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Pai Gow Poker hands</source>
        <translation>牌九撲克牌局</translation>
    </message>
    <message>
        <source>Your hands, newest first</source>
        <translation>你打過的牌局，最新的在前</translation>
    </message>
    <message>
        <source>{0} bets in all, {1} per 100 hands</source>
        <translation>總共 {0} 注，每 100 手 {1}</translation>
    </message>
    <message>
        <source>{0} of {1} hands weighed</source>
        <translation>{1} 手中已評估 {0} 手</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>做莊</translation>
    </message>
    <message>
        <source>No Pai Gow Poker hands yet: play one at the table.</source>
        <translation>還沒有牌九撲克牌局：先到牌桌上玩一手。</translation>
    </message>
    <message>
        <source>The newest {0} of {1} hands.</source>
        <translation>{1} 手中最新的 {0} 手。</translation>
    </message>
    <message>
        <source>{0} hand records could not be read and are left out.</source>
        <translation>有 {0} 筆牌局紀錄無法讀取，已略過。</translation>
    </message>
    <message>
        <source>Won / pushed / lost</source>
        <translation>贏 / 和 / 輸</translation>
    </message>
    <message>
        <source>Your bets&apos; results</source>
        <translation>你各注的結果</translation>
    </message>
    <message>
        <source>Net as banker</source>
        <translation>做莊淨額</translation>
    </message>
    <message>
        <source>What your bank made, after commission</source>
        <translation>你做莊的輸贏，已扣佣金</translation>
    </message>
    <message>
        <source>Commission paid</source>
        <translation>已付佣金</translation>
    </message>
    <message>
        <source>Commission on your winnings</source>
        <translation>你贏錢時付的佣金</translation>
    </message>
    <message>
        <source>Pai Gow Poker statistics</source>
        <translation>牌九撲克統計</translation>
    </message>
</context>
<context>
    <name>PokerTrainerWindow</name>
    <message>
        <source>Pai Gow Poker Trainer</source>
        <translation>牌九撲克訓練</translation>
    </message>
    <message>
        <source>&amp;Calculator</source>
        <translation>計算機(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation>練習(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Quizzes</source>
        <translation>測驗(&amp;Q)</translation>
    </message>
    <message>
        <source>What the &amp;numbers show</source>
        <translation>數字說明了什麼(&amp;N)</translation>
    </message>
</context>
<context>
    <name>PokerView</name>
    <message>
        <source>Pai Gow Poker table</source>
        <extracomment>The help page&apos;s picture of the deck (its address in the page) and its cards&apos; logical width.</extracomment>
        <translation>牌九撲克牌桌</translation>
    </message>
</context>
<context>
    <name>PokerWindow</name>
    <message>
        <source>Press New hand (F2) to deal.</source>
        <translation>按「新一手」（F2）發牌。</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>資金</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>該做什麼</translation>
    </message>
    <message>
        <source>Your two hands</source>
        <translation>你的兩手牌</translation>
    </message>
    <message>
        <source>Why you cannot confirm</source>
        <translation>為什麼無法確認</translation>
    </message>
    <message>
        <source>Move picked cards (&amp;L)</source>
        <translation>移動選取的牌(&amp;L)</translation>
    </message>
    <message>
        <source>Move the picked cards to the other hand</source>
        <translation>把選取的牌移到另一手</translation>
    </message>
    <message>
        <source>Set your hand by the house way</source>
        <translation>按莊家規則擺你的牌</translation>
    </message>
    <message>
        <source>Set by the house way (H)</source>
        <translation>按莊家規則擺牌（H）</translation>
    </message>
    <message>
        <source>&amp;Clear the low hand</source>
        <translation>清空小牌(&amp;C)</translation>
    </message>
    <message>
        <source>Put the low hand&apos;s cards back</source>
        <translation>把小牌的牌放回去</translation>
    </message>
    <message>
        <source>C&amp;onfirm (Enter)</source>
        <translation>確認(&amp;O) (Enter)</translation>
    </message>
    <message>
        <source>Confirm your setting</source>
        <translation>確認你的擺法</translation>
    </message>
    <message>
        <source>&amp;New hand (F2)</source>
        <translation>新一手(&amp;N) (F2)</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>發下一手牌</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>上一手</translation>
    </message>
    <message>
        <source>Deal the same cards again</source>
        <translation>再發一次同樣的牌</translation>
    </message>
    <message>
        <source>&amp;Calculator, drill and quizzes…</source>
        <translation>計算機、練習與測驗(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>確認(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;House way</source>
        <translation>莊家規則(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Move picked cards</source>
        <translation>移動選取的牌(&amp;M)</translation>
    </message>
    <message>
        <source>Move the picked cards</source>
        <translation>移動選取的牌</translation>
    </message>
    <message>
        <source>Pick card {0}</source>
        <translation>選取第 {0} 張牌</translation>
    </message>
    <message>
        <source>Pick or put back card {0}</source>
        <translation>選取或放回第 {0} 張牌</translation>
    </message>
    <message>
        <source>The calculator, the drill and the quizzes</source>
        <translation>計算機、練習與測驗</translation>
    </message>
    <message>
        <source>After each hand, say whether your setting was a best one, and if not why</source>
        <translation>每手結束後，說明你的擺法是不是最佳之一；不是的話，說明原因</translation>
    </message>
    <message>
        <source>&amp;Bet</source>
        <translation>注碼(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Share a bank with the house</source>
        <translation>與賭場合夥做莊(&amp;S)</translation>
    </message>
    <message>
        <source>When you bank, the house covers half and sets your hand</source>
        <translation>你做莊時，賭場承擔一半並替你擺牌</translation>
    </message>
    <message>
        <source>Bankroll {0} · you bank this hand</source>
        <translation>資金 {0} · 這一手你做莊</translation>
    </message>
    <message>
        <source>Bankroll {0} · bet {1}</source>
        <translation>資金 {0} · 注碼 {1}</translation>
    </message>
    <message>
        <source>Deal #{0} again: practice, no money</source>
        <translation>再發第 {0} 副牌：練習，不計輸贏</translation>
    </message>
    <message>
        <source>Deal #{0}</source>
        <translation>第 {0} 副牌</translation>
    </message>
    <message>
        <source>The bank comes round to you: to bank, tick &quot;Take the bank this round&quot; before New hand.</source>
        <translation>輪到你做莊：要做莊，請在按「新一手」之前勾選「本局做莊」。</translation>
    </message>
    <message>
        <source>No hand dealt yet.</source>
        <translation>還沒有發牌。</translation>
    </message>
    <message>
        <source>Pai Gow Poker</source>
        <translation>牌九撲克</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>發牌中…</translation>
    </message>
    <message>
        <source>Put two cards in the low hand and confirm.</source>
        <translation>把兩張牌放進小牌，然後確認。</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>這一手已結束。</translation>
    </message>
    <message>
        <source>Confirm (Enter), or move cards to change your setting.</source>
        <translation>按 Enter 確認，或移動牌來改變擺法。</translation>
    </message>
    <message>
        <source>Move cards to change your setting: it cannot be played as it is.</source>
        <translation>移動牌來改變擺法：目前的擺法不能打。</translation>
    </message>
    <message>
        <source>You share the bank with the house: it sets your hand. Press Enter.</source>
        <translation>你和莊家合夥做莊：由莊家替你擺牌。請按 Enter。</translation>
    </message>
    <message>
        <source>The new bet counts from the next hand.</source>
        <translation>新的注碼從下一手起生效。</translation>
    </message>
    <message>
        <source>Welcome to Pai Gow Poker</source>
        <translation>歡迎來玩牌九撲克</translation>
    </message>
    <message>
        <source>&lt;b&gt;A hand.&lt;/b&gt; Choose your bet in Game › Bet and press &lt;b&gt;New hand&lt;/b&gt; (F2). You get seven cards: set them as a five-card high hand and a two-card low hand. Pick cards with a click or the keys 1–7, move them with L, and press &lt;b&gt;Confirm&lt;/b&gt; (Enter). The high hand must beat the low hand.</source>
        <translation>&lt;b&gt;一手。&lt;/b&gt;在「遊戲 › 注碼」選好注碼，按&lt;b&gt;新一手&lt;/b&gt;（F2）。你拿到七張牌：擺成五張的大牌和兩張的小牌。點一下或按 1–7 選牌，按 L 移動，再按&lt;b&gt;確認&lt;/b&gt;（Enter）。大牌必須勝過小牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who wins.&lt;/b&gt; Both your hands beat the banker&apos;s: you win, less 5% commission. Both lose: you lose. One each: a push. A tie of a hand goes to the banker. The joker is an ace, or completes a straight or a flush. &lt;b&gt;House way&lt;/b&gt; (H) sets your cards as the dealer would.</source>
        <translation>&lt;b&gt;輸贏。&lt;/b&gt;兩手都勝過莊家：你贏，扣除 5% 佣金。兩手都輸：你輸。一勝一負：和局。同牌歸莊家。鬼牌當 A，或補成順子或同花。&lt;b&gt;莊家規則&lt;/b&gt;（H）會照荷官的方式替你擺牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Learning.&lt;/b&gt; The trainer (Ctrl+T) says after each hand whether your setting was a best one, and if not what it gave up and why; Trainer › Calculator, drill and quizzes (Ctrl+Shift+D) has the exact value of every setting.</source>
        <translation>&lt;b&gt;學習。&lt;/b&gt;訓練器（Ctrl+T）在每手之後告訴你擺法是不是最佳之一，若不是，損失多少、為什麼；「訓練 › 計算機、練習與測驗」（Ctrl+Shift+D）列出每種擺法的精確價值。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keys.&lt;/b&gt; 1–7 pick a card, L moves the picked cards, Enter confirms, H house way, Esc skips the animation, F2 new hand, F1 the rules. This page is under Help › Welcome.</source>
        <translation>&lt;b&gt;按鍵。&lt;/b&gt;1–7 選牌，L 移動選取的牌，Enter 確認，H 莊家規則，Esc 略過動畫，F2 新一手，F1 規則。本頁在「說明 › 歡迎」。</translation>
    </message>
    <message>
        <source>Rules of Pai Gow Poker</source>
        <translation>牌九撲克規則</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Practice, no money moved: {0}</source>
        <translation>練習，不計輸贏：{0}</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <source>needs 1 more tile</source>
        <extracomment>the hand in the low slot, e.g. &quot;7, high tile Gor&quot; or &quot;needs 1 more&quot; two tiles in each hand: the setting can be confirmed as it would be played (the program puts the higher hand high) the hand in the low slot outranks the other: they will be played swapped one sentence: the setting against the house way</extracomment>
        <translation>還差 1 張牌</translation>
    </message>
    <message>
        <source>needs {0} more tiles</source>
        <translation>還差 {0} 張牌</translation>
    </message>
    <message>
        <source>1 tile too many</source>
        <translation>多了 1 張牌</translation>
    </message>
    <message>
        <source>{0} tiles too many</source>
        <translation>多了 {0} 張牌</translation>
    </message>
    <message>
        <source>Put two tiles in each hand.</source>
        <translation>每一手各放兩張牌。</translation>
    </message>
    <message>
        <source>Same as the house way ({0}).</source>
        <translation>與莊家規則相同（{0}）。</translation>
    </message>
    <message>
        <source>The house way plays {0} ({1}) low and {2} ({3}) high ({4}).</source>
        <translation>莊家規則會以 {0}（{1}）為小牌、{2}（{3}）為大牌（{4}）。</translation>
    </message>
    <message>
        <source>The left hand is the higher one: it will play high. {0}</source>
        <translation>左邊那手比較大：它會當作大牌來比。{0}</translation>
    </message>
</context>
<context>
    <name>ProgressPage</name>
    <message>
        <source>Show:</source>
        <translation>顯示：</translation>
    </message>
    <message>
        <source>Which days to show</source>
        <translation>要顯示哪些日子</translation>
    </message>
    <message>
        <source>Accuracy per day (answers without a hint)</source>
        <translation>每日正確率（無提示的作答）</translation>
    </message>
    <message>
        <source>No answers yet: drill a few hands.</source>
        <translation>尚無作答：先練習幾手吧。</translation>
    </message>
    <message>
        <source>EV given up per 100 hands, per day (units per 100 units bet)</source>
        <translation>每日每 100 手損失的期望值（每下注 100 單位的單位數）</translation>
    </message>
    <message>
        <source>&lt;small&gt;Days by this computer&apos;s clock. Hands set in the drill and at the table count; quiz answers do not.&lt;/small&gt;</source>
        <translation>&lt;small&gt;日期依這部電腦的時鐘。練習與牌桌上擺的牌都計入；測驗的回答不計。&lt;/small&gt;</translation>
    </message>
    <message>
        <source>1 hand</source>
        <translation>1 手</translation>
    </message>
    <message>
        <source>{0} hands</source>
        <translation>{0} 手</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 天</translation>
    </message>
    <message>
        <source>{0} days</source>
        <translation>{0} 天</translation>
    </message>
    <message>
        <source>{0} set on {1}.</source>
        <translation>在 {1}內擺了 {0}牌。</translation>
    </message>
    <message>
        <source>No hands set yet in this period.</source>
        <translation>這段期間還沒有擺過牌。</translation>
    </message>
</context>
<context>
    <name>QuizPage</name>
    <message>
        <source>Questions:</source>
        <translation>題目：</translation>
    </message>
    <message>
        <source>Kind of question</source>
        <translation>題目類型</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>題目</translation>
    </message>
    <message>
        <source>Right or wrong</source>
        <translation>對或錯</translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>解說</translation>
    </message>
    <message>
        <source>&amp;Next question (N)</source>
        <translation>下一題(&amp;N)</translation>
    </message>
    <message>
        <source>&lt;small&gt;Keys: 1–4 answer, Enter or N next question&lt;/small&gt;</source>
        <translation>&lt;small&gt;按鍵：1–4 作答，Enter 或 N 下一題&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Answer {0}: {1}</source>
        <translation>答案 {0}：{1}</translation>
    </message>
    <message>
        <source>First</source>
        <translation>第一手</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>第二手</translation>
    </message>
    <message>
        <source>Tile {0}</source>
        <translation>牌 {0}</translation>
    </message>
    <message>
        <source>✔ Right: {0}.</source>
        <translation>✔ 正確：{0}。</translation>
    </message>
    <message>
        <source>✘ Wrong: you chose {0}; the answer is &lt;b&gt;{1}&lt;/b&gt;.</source>
        <translation>✘ 錯誤：你選了「{0}」；答案是「&lt;b&gt;{1}&lt;/b&gt;」。</translation>
    </message>
    <message>
        <source>Score: &lt;b&gt;{0}&lt;/b&gt; of {1}{2}</source>
        <translation>分數：&lt;b&gt;{0}&lt;/b&gt; / {1}{2}</translation>
    </message>
    <message>
        <source>Quiz:</source>
        <translation>測驗：</translation>
    </message>
    <message>
        <source>Which hand is higher?</source>
        <translation>哪一手比較大？</translation>
    </message>
    <message>
        <source>Is this a foul?</source>
        <translation>這是倒相嗎？</translation>
    </message>
    <message>
        <source>Set it the house way</source>
        <translation>按莊家規則擺牌</translation>
    </message>
    <message>
        <source>Which quiz</source>
        <translation>哪一種測驗</translation>
    </message>
    <message>
        <source>&amp;Set</source>
        <translation>擺好(&amp;S)</translation>
    </message>
    <message>
        <source>Verdict on your answer</source>
        <translation>對你作答的評語</translation>
    </message>
    <message>
        <source>Which five-card hand is higher? (The joker counts as an ace, or completes a straight or flush.)</source>
        <translation>哪一手五張牌比較大？（鬼牌當作 A，或用來補成順子或同花。）</translation>
    </message>
    <message>
        <source>Is this setting a foul?</source>
        <translation>這個擺法是倒相嗎？</translation>
    </message>
    <message>
        <source>Click the two cards the house way plays in the low hand, then press Set (Enter).</source>
        <translation>點選莊家規則會放進小牌的兩張牌，然後按「擺好」（Enter）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The first&lt;/b&gt;</source>
        <translation>&lt;b&gt;第一手&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;The second&lt;/b&gt;</source>
        <translation>&lt;b&gt;第二手&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;High hand&lt;/b&gt;</source>
        <translation>&lt;b&gt;大牌&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Low hand&lt;/b&gt;</source>
        <translation>&lt;b&gt;小牌&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your seven cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;你的七張牌&lt;/b&gt;</translation>
    </message>
    <message>
        <source>✔ Right.</source>
        <translation>✔ 正確。</translation>
    </message>
    <message>
        <source>✘ Not quite.</source>
        <translation>✘ 不太對。</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>Win</source>
        <translation>贏</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>輸</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Gee Joon</source>
        <extracomment>Logical widths of the tile pictures: a trick&apos;s tiles, and the dealt tiles below them. The trick, its four plays and every seat&apos;s dealt tiles fit a 1024 x 768 screen without scrolling. How strongly a discarded tile is drawn (the words say &quot;face down&quot; too, so dimming is never the only sign).</extracomment>
        <translation>至尊</translation>
    </message>
    <message>
        <source>Quartet</source>
        <translation>四張組</translation>
    </message>
    <message>
        <source>Settlement</source>
        <translation>結算</translation>
    </message>
    <message>
        <source>One red dot</source>
        <translation>一點紅</translation>
    </message>
    <message>
        <source>civil single</source>
        <translation>文單張</translation>
    </message>
    <message>
        <source>military single</source>
        <translation>武單張</translation>
    </message>
    <message>
        <source>civil pair</source>
        <translation>文對</translation>
    </message>
    <message>
        <source>military pair</source>
        <translation>武對</translation>
    </message>
    <message>
        <source>mixed pair</source>
        <translation>文武對</translation>
    </message>
    <message>
        <source>triple</source>
        <translation>三張組</translation>
    </message>
    <message>
        <source>quartet</source>
        <translation>四張組</translation>
    </message>
    <message>
        <source>Tien Gow — Review of the hand</source>
        <translation>天九 — 這一手的回顧</translation>
    </message>
    <message>
        <source>Dealt tiles</source>
        <translation>發到的牌</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>各輪</translation>
    </message>
    <message>
        <source>Choose a trick to show it</source>
        <translation>選擇要顯示的一輪</translation>
    </message>
    <message>
        <source>&amp;Tricks</source>
        <translation>各輪(&amp;T)</translation>
    </message>
    <message>
        <source>Trick shown</source>
        <translation>顯示中的一輪</translation>
    </message>
    <message>
        <source>Trick result</source>
        <translation>這一輪的結果</translation>
    </message>
    <message>
        <source>Payments of the trick</source>
        <translation>這一輪的付款</translation>
    </message>
    <message>
        <source>◀ &amp;Previous</source>
        <translation>◀ 上一輪(&amp;P)</translation>
    </message>
    <message>
        <source>The trick before (Left; Home for the first)</source>
        <translation>上一輪（左方向鍵；Home 到第一輪）</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>下一輪(&amp;N) ▶</translation>
    </message>
    <message>
        <source>The trick after (Right; End for the last)</source>
        <translation>下一輪（右方向鍵；End 到最後一輪）</translation>
    </message>
    <message>
        <source>Keys: ← → the trick before and after, Home and End the first and last</source>
        <translation>按鍵：← → 上一輪、下一輪，Home、End 第一輪、最後一輪</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>座位 {0}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Tile {0}, discarded face down</source>
        <translation>牌 {0}，蓋牌棄掉</translation>
    </message>
    <message>
        <source>Tile {0}</source>
        <translation>牌 {0}</translation>
    </message>
    <message>
        <source>{0}, banker</source>
        <translation>{0}，莊家</translation>
    </message>
    <message>
        <source>You, the banker, were dealt {0}</source>
        <translation>你是莊家，拿到 {0}</translation>
    </message>
    <message>
        <source>You were dealt {0}</source>
        <translation>你拿到 {0}</translation>
    </message>
    <message>
        <source>{0} was dealt {1}</source>
        <translation>{0} 拿到 {1}</translation>
    </message>
    <message>
        <source>{0}. You lead and win {1} with a {2}</source>
        <translation>{0}. 你領出，並以{2}贏得 {1}</translation>
    </message>
    <message>
        <source>{0}. You lead; {1} wins {2} with a {3}</source>
        <translation>{0}. 你領出；{1} 以{3}贏得 {2}</translation>
    </message>
    <message>
        <source>{0}. {1} leads; you win {2} with a {3}</source>
        <translation>{0}. {1} 領出；你以{3}贏得 {2}</translation>
    </message>
    <message>
        <source>{0}. {1} leads; {2} wins {3} with a {4}</source>
        <translation>{0}. {1} 領出；{2} 以{4}贏得 {3}</translation>
    </message>
    <message>
        <source>leads {0}, a {1}</source>
        <translation>領出 {0}，是{1}</translation>
    </message>
    <message>
        <source>beats with {0}</source>
        <translation>以 {0} 壓過</translation>
    </message>
    <message>
        <source>&lt;i&gt;face down&lt;/i&gt;: early death (no column) forced {0} face down</source>
        <translation>&lt;i&gt;蓋牌&lt;/i&gt;：早死（沒有墩）迫使 {0} 蓋牌</translation>
    </message>
    <message>
        <source>&lt;i&gt;face down&lt;/i&gt;: discarded {0}, shown turned up</source>
        <translation>&lt;i&gt;蓋牌&lt;/i&gt;：棄掉 {0}，這裡翻開顯示</translation>
    </message>
    <message>
        <source>takes the trick</source>
        <translation>贏得這一輪</translation>
    </message>
    <message>
        <source>Trick {0} of {1}: you lead</source>
        <translation>第 {0} 輪（共 {1} 輪）：你領出</translation>
    </message>
    <message>
        <source>Trick {0} of {1}: {2} leads</source>
        <translation>第 {0} 輪（共 {1} 輪）：{2} 領出</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>You win the trick and take {0}. Columns now: {1}.</source>
        <translation>你贏得這一輪，收下 {0}。目前墩數：{1}。</translation>
    </message>
    <message>
        <source>{0} wins the trick and takes {1}. Columns now: {2}.</source>
        <translation>{0} 贏得這一輪，收下 {1}。目前墩數：{2}。</translation>
    </message>
    <message>
        <source>Early death struck {0}: no column, so the last tile went face down.</source>
        <translation>{0} 早死：沒有墩，所以最後一張牌蓋牌。</translation>
    </message>
    <message>
        <source>You win the last trick and the hand.</source>
        <translation>你贏得最後一輪，也贏得這一手。</translation>
    </message>
    <message>
        <source>{0} wins the last trick and the hand.</source>
        <translation>{0} 贏得最後一輪，也贏得這一手。</translation>
    </message>
    <message>
        <source>{0}: you pay {1} {2}</source>
        <translation>{0}：你付給 {1} {2}</translation>
    </message>
    <message>
        <source>{0}: {1} pays you {2}</source>
        <translation>{0}：{1} 付給你 {2}</translation>
    </message>
    <message>
        <source>{0}: {1} pays {2} {3}</source>
        <translation>{0}：{1} 付給 {2} {3}</translation>
    </message>
    <message>
        <source>Paid at once: {0}.</source>
        <translation>立即支付：{0}。</translation>
    </message>
    <message>
        <source>No trick was played.</source>
        <translation>沒有打任何一輪。</translation>
    </message>
    <message>
        <source>You held one red dot and won the hand at the deal.</source>
        <translation>你拿到一點紅，發牌時就贏得這一手。</translation>
    </message>
    <message>
        <source>{0} held one red dot and won the hand at the deal.</source>
        <translation>{0} 拿到一點紅，發牌時就贏得這一手。</translation>
    </message>
    <message>
        <source>1 column</source>
        <translation>1 墩</translation>
    </message>
    <message>
        <source>{0} columns</source>
        <translation>{0} 墩</translation>
    </message>
</context>
<context>
    <name>RoundsExport</name>
    <message>
        <source>Export hand history</source>
        <translation>匯出牌局紀錄</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 檔案 (*.csv);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>The history could not be exported to {0}: {1}.</source>
        <translation>無法將紀錄匯出到 {0}：{1}。</translation>
    </message>
    <message>
        <source>Exported 1 round to {0}.</source>
        <translation>已匯出 1 局到 {0}。</translation>
    </message>
    <message>
        <source>Exported {0} rounds to {1}.</source>
        <translation>已匯出 {0} 局到 {1}。</translation>
    </message>
</context>
<context>
    <name>RulesWindow</name>
    <message>
        <source>3 or 6</source>
        <extracomment>Where the rules file&apos;s words in short end, and the tile table and the pairs come.</extracomment>
        <translation>3 或 6</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>牌</translation>
    </message>
    <message>
        <source>Cantonese</source>
        <translation>粵語名</translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>等級</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>點數</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>張數</translation>
    </message>
    <message>
        <source>{0}: the rules</source>
        <translation>{0}：遊戲規則</translation>
    </message>
    <message>
        <source>The 32 tiles</source>
        <translation>32 張牌</translation>
    </message>
    <message>
        <source>The 16 pairs, highest first</source>
        <translation>16 種對子，由大到小</translation>
    </message>
    <message>
        <source>Eleven civil tiles come twice, ten military tiles once. Rank 1 is the highest single tile; tiles of one rank are equal.</source>
        <translation>十一種文牌各有兩張，十種武牌各一張。等級 1 是最大的單張；同一等級的牌大小相同。</translation>
    </message>
    <message>
        <source>Only these make a pair: two tiles of one civil kind, or the two tiles of one military rank (and the two Gee Joon tiles, the highest pair of all).</source>
        <translation>只有這些算對子：兩張同種的文牌，或同一等級的兩張武牌（以及兩張至尊牌，是最大的對子）。</translation>
    </message>
    <message>
        <source>{0} — Rules</source>
        <translation>{0} — 規則</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>遊戲規則</translation>
    </message>
    <message>
        <source>The rules file is missing from this installation.</source>
        <translation>此安裝缺少規則檔案。</translation>
    </message>
</context>
<context>
    <name>SettingHands</name>
    <message>
        <source>Low hand</source>
        <extracomment>Tiles a hand can hold while the player moves them (a full hand then swaps). What Undo takes back: one tile&apos;s move, or a whole setting. the player&apos;s hands changed: update the preview a tile was picked with the keys (the TileItem) low area, high area the low slot holds the higher hand, which plays high (see :meth:`title_hands`)</extracomment>
        <translation>小牌</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>大牌</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Instant</source>
        <extracomment>The general page&apos;s key, beside the games&apos; registry keys. How each option value is shown.</extracomment>
        <translation>即時</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <extracomment>every page by its key: the general page, then each game&apos;s in the registry&apos;s order</extracomment>
        <translation>設定頁</translation>
    </message>
    <message>
        <source>Put the options of the page shown back to their defaults (press Apply or OK to keep them)</source>
        <translation>把目前這一頁的選項恢復為預設值（按「套用」或「確定」才會保留）</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <source>Follow the desktop</source>
        <extracomment>Each language&apos;s name, in its own language (the first follows the desktop, translated).</extracomment>
        <translation>跟隨桌面設定</translation>
    </message>
    <message>
        <source>On (no animation)</source>
        <translation>開啟（無動畫）</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Casino (green felt)</source>
        <extracomment>Each theme&apos;s name (translated in the &quot;SettingsDialog&quot; context).</extracomment>
        <translation>賭場（綠色檯呢）</translation>
    </message>
    <message>
        <source>Ivory (light)</source>
        <translation>象牙（淺色）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>the new Settings</extracomment>
        <translation>設定</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
</context>
<context>
    <name>Settlement</name>
    <message>
        <source>Gee Joon</source>
        <translation>至尊</translation>
    </message>
    <message>
        <source>quartet</source>
        <translation>四張組</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>結算</translation>
    </message>
    <message>
        <source>one red dot</source>
        <translation>一點紅</translation>
    </message>
    <message>
        <source>Columns: {0}.</source>
        <translation>墩數：{0}。</translation>
    </message>
    <message>
        <source>Banker: {0}, multiplier ×{1}; last-trick bonus ×{2}.</source>
        <translation>莊家：{0}，倍數 ×{1}；最後一輪加倍 ×{2}。</translation>
    </message>
    <message>
        <source>You pay {0} {1} ({2}).</source>
        <translation>你付給 {0} {1}（{2}）。</translation>
    </message>
    <message>
        <source>{0} pays you {1} ({2}).</source>
        <translation>{0} 付給你 {1}（{2}）。</translation>
    </message>
    <message>
        <source>{0} pays {1} {2} ({3}).</source>
        <translation>{0} 付給 {1} {2}（{3}）。</translation>
    </message>
    <message>
        <source>Net: {0}.</source>
        <translation>淨額：{0}。</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>Next banker: {0}.</source>
        <translation>下一任莊家：{0}。</translation>
    </message>
</context>
<context>
    <name>SettlementDialog</name>
    <message>
        <source>Tien Gow — Settlement</source>
        <translation>天九 — 結算</translation>
    </message>
    <message>
        <source>&amp;Review the tricks…</source>
        <extracomment>your seat: the headline and the review speak to you</extracomment>
        <translation>回顧各輪(&amp;R)…</translation>
    </message>
    <message>
        <source>Every trick of the hand, discards turned up</source>
        <translation>這一手的每一輪，蓋掉的牌翻開顯示</translation>
    </message>
</context>
<context>
    <name>SettlementView</name>
    <message>
        <source>Settlement</source>
        <translation>結算</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>墩數</translation>
    </message>
    <message>
        <source>Against par</source>
        <translation>與標準墩數相比</translation>
    </message>
    <message>
        <source>During the hand</source>
        <translation>牌局中</translation>
    </message>
    <message>
        <source>Net points</source>
        <translation>淨分數</translation>
    </message>
    <message>
        <source>Net money</source>
        <translation>淨金額</translation>
    </message>
    <message>
        <source>Settlement by seat</source>
        <translation>各座位的結算</translation>
    </message>
    <message>
        <source>Each seat&apos;s columns, what it owes or is owed, and its net; the last row is the total</source>
        <translation>每個座位的墩數、應付或應收的金額，以及淨額；最後一列是合計</translation>
    </message>
    <message>
        <source>When</source>
        <translation>時機</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Who pays</source>
        <translation>付款者</translation>
    </message>
    <message>
        <source>Whom</source>
        <translation>收款者</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Who pays whom</source>
        <translation>誰付給誰</translation>
    </message>
    <message>
        <source>Every payment of the hand, one line each, in the order they arose</source>
        <translation>這一手的每筆付款，每筆一行，依發生的順序</translation>
    </message>
    <message>
        <source>&lt;b&gt;&amp;Seats&lt;/b&gt;</source>
        <translation>&lt;b&gt;座位(&amp;S)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;&amp;Who pays whom&lt;/b&gt;</source>
        <translation>&lt;b&gt;誰付給誰(&amp;W)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>座位 {0}</translation>
    </message>
    <message>
        <source>You hold one red dot and win the hand at once.</source>
        <translation>你拿到一點紅，立即贏得這一手。</translation>
    </message>
    <message>
        <source>{0} holds one red dot and wins the hand at once.</source>
        <translation>{0} 拿到一點紅，立即贏得這一手。</translation>
    </message>
    <message>
        <source>You win the last trick and the hand.</source>
        <translation>你贏得最後一輪，也贏得這一手。</translation>
    </message>
    <message>
        <source>{0} wins the last trick and the hand.</source>
        <translation>{0} 贏得最後一輪，也贏得這一手。</translation>
    </message>
    <message>
        <source>Banker: {0}. Every payment between the banker and another seat is ×{1}.</source>
        <translation>莊家：{0}。莊家與其他座位之間的每筆付款都 ×{1}。</translation>
    </message>
    <message>
        <source>Next banker: {0}, banking again (hand {1} in a row).</source>
        <translation>下一任莊家：{0}，連莊（連續第 {1} 手）。</translation>
    </message>
    <message>
        <source>Next banker: {0}.</source>
        <translation>下一任莊家：{0}。</translation>
    </message>
    <message>
        <source>One red dot: each other seat pays the holder, ×{0} for the last-trick bonus.</source>
        <translation>一點紅：其他每個座位都付給持有者，並按最後一輪加倍 ×{0}。</translation>
    </message>
    <message>
        <source>the Gee Joon won the last trick</source>
        <translation>至尊贏得最後一輪</translation>
    </message>
    <message>
        <source>a quartet won the last trick</source>
        <translation>四張組贏得最後一輪</translation>
    </message>
    <message>
        <source>the winner took every trick</source>
        <translation>贏家贏得每一輪</translation>
    </message>
    <message>
        <source>Last-trick bonus: every settlement payment is ×{0} ({1}).</source>
        <translation>最後一輪加倍：每筆結算付款都 ×{0}（{1}）。</translation>
    </message>
    <message>
        <source>No last-trick bonus: it is switched off ({0}).</source>
        <translation>沒有最後一輪加倍：此規則已關閉（{0}）。</translation>
    </message>
    <message>
        <source>No last-trick bonus (×1).</source>
        <translation>沒有最後一輪加倍（×1）。</translation>
    </message>
    <message>
        <source>The banker took every trick, but his first lead was unbeatable in his own eyes: taking every trick brings no bonus.</source>
        <translation>莊家贏得每一輪，但他第一次領出的牌以他所見是無敵的：贏得每一輪不加倍。</translation>
    </message>
    <message>
        <source>Little Three, Big Six: {0} led the 2-1 and pays the debts of the other two seats.</source>
        <translation>小三大六：{0} 領出 2-1，要代付另外兩個座位的欠款。</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>贏家</translation>
    </message>
    <message>
        <source>The winner collects; his own columns do not count</source>
        <translation>贏家收錢；他自己的墩數不計</translation>
    </message>
    <message>
        <source>pays for one red dot</source>
        <translation>為一點紅付款</translation>
    </message>
    <message>
        <source>no column: owes {0}{1}</source>
        <translation>沒有墩：欠 {0}{1}</translation>
    </message>
    <message>
        <source>A seat with no column owes a fixed amount</source>
        <translation>沒有墩的座位欠固定的數額</translation>
    </message>
    <message>
        <source>par {0}: owes {1}{2}</source>
        <translation>標準 {0}：欠 {1}{2}</translation>
    </message>
    <message>
        <source>par {0}: is owed {1}{2}</source>
        <translation>標準 {0}：應收 {1}{2}</translation>
    </message>
    <message>
        <source>at par {0}: nothing</source>
        <translation>等於標準 {0}：不收不付</translation>
    </message>
    <message>
        <source>Columns against par; × the banker multiplier and the bonus where they apply</source>
        <translation>墩數與標準墩數相比；適用時乘以莊家倍數和加倍</translation>
    </message>
    <message>
        <source>Banker ×{0}</source>
        <translation>莊家 ×{0}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Trick {0}</source>
        <translation>第 {0} 輪</translation>
    </message>
    <message>
        <source>End of hand</source>
        <translation>這一手結束時</translation>
    </message>
    <message>
        <source>No payments</source>
        <translation>沒有付款</translation>
    </message>
</context>
<context>
    <name>Showdown</name>
    <message>
        <source>you win it</source>
        <translation>你贏</translation>
    </message>
    <message>
        <source>a copy: the banker wins it</source>
        <translation>同點：歸莊家</translation>
    </message>
    <message>
        <source>{0}: {1} {2}</source>
        <extracomment>the player&apos;s bet&apos;s result, an enum whose value is &quot;win&quot;, &quot;push&quot; or &quot;loss&quot; (None when the player banked) the short story only (heading and money): where the table has no room for the whole one; the hands&apos; rows and the advice are then in the tooltip (and in the side panel) the heading alone (shorter still): the money line goes to the tooltip too the story whose columns were measured in these fonts, and their widths the advice and the width it was fitted into, and the width it wraps at</extracomment>
        <translation>{0}：{1} {2}</translation>
    </message>
    <message>
        <source>{0}: {1} {2} · {3} {4} — {5}</source>
        <translation>{0}：{1} {2} · {3} {4}——{5}</translation>
    </message>
    <message>
        <source>zero against zero: the banker wins it</source>
        <translation>零對零：歸莊家</translation>
    </message>
    <message>
        <source>the banker wins it</source>
        <translation>莊家贏</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>小牌</translation>
    </message>
    <message>
        <source>High</source>
        <translation>大牌</translation>
    </message>
    <message>
        <source>Your bank wins {0}</source>
        <translation>你做莊贏 {0}</translation>
    </message>
    <message>
        <source>Your bank loses {0}</source>
        <translation>你做莊輸 {0}</translation>
    </message>
    <message>
        <source>Your bank breaks even</source>
        <translation>你做莊不輸不贏</translation>
    </message>
    <message>
        <source>Net {0}, commission {1}</source>
        <translation>淨額 {0}，佣金 {1}</translation>
    </message>
    <message>
        <source>You win {0}</source>
        <translation>你贏 {0}</translation>
    </message>
    <message>
        <source>Bet {0}: won {1}, commission {2}, net {3}</source>
        <translation>下注 {0}：贏 {1}，佣金 {2}，淨額 {3}</translation>
    </message>
    <message>
        <source>You lose {0}</source>
        <translation>你輸 {0}</translation>
    </message>
    <message>
        <source>Bet {0}: lost to the banker, net {1}</source>
        <translation>下注 {0}：輸給莊家，淨額 {1}</translation>
    </message>
    <message>
        <source>Push: one hand each</source>
        <translation>和局：各贏一手</translation>
    </message>
    <message>
        <source>Bet {0}: comes back, net {1}</source>
        <translation>下注 {0}：退回，淨額 {1}</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Bankroll</source>
        <extracomment>The quick-bet chips beside the bet box, in dollars: each click adds one to the bet.</extracomment>
        <translation>資金</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>注碼</translation>
    </message>
    <message>
        <source>Your bet for the next round, between the table minimum and maximum</source>
        <translation>你下一局的注碼，介於本桌最低注與最高注之間</translation>
    </message>
    <message>
        <source>&amp;Bet</source>
        <translation>注碼(&amp;B)</translation>
    </message>
    <message>
        <source>Add a ${0} chip to the bet</source>
        <translation>在注碼加一枚 ${0} 籌碼</translation>
    </message>
    <message>
        <source>Add ${0}</source>
        <translation>加 ${0}</translation>
    </message>
    <message>
        <source>Clear bet</source>
        <translation>清除注碼</translation>
    </message>
    <message>
        <source>Repeat last bet</source>
        <translation>重複上次注碼</translation>
    </message>
    <message>
        <source>Bet refused</source>
        <extracomment>why the bet typed is refused (outside the table limits); its place is kept when empty</extracomment>
        <translation>注碼不被接受</translation>
    </message>
    <message>
        <source>New round</source>
        <translation>新一局</translation>
    </message>
    <message>
        <source>Confirm setting</source>
        <translation>確認擺法</translation>
    </message>
    <message>
        <source>Set by the house way</source>
        <translation>按莊家規則擺牌</translation>
    </message>
    <message>
        <source>Undo move</source>
        <translation>復原移動</translation>
    </message>
    <message>
        <source>Replay deal</source>
        <translation>重玩這副牌</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your hands&lt;/b&gt;</source>
        <translation>&lt;b&gt;你的牌&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Low hand</source>
        <translation>小牌</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>大牌</translation>
    </message>
    <message>
        <source>Against the house way</source>
        <translation>與莊家規則比較</translation>
    </message>
    <message>
        <source>Deal number</source>
        <translation>牌局編號</translation>
    </message>
    <message>
        <source>Copy deal number</source>
        <translation>複製牌局編號</translation>
    </message>
    <message>
        <source>Keys: 1–4 pick a tile, Space moves it, Enter confirms, H house way, Ctrl+Z undo, Esc skips the animation, F2 new round</source>
        <translation>按鍵：1–4 選牌，空白鍵移動，Enter 確認，H 莊家規則，Ctrl+Z 復原，Esc 略過動畫，F2 新一局</translation>
    </message>
    <message>
        <source>Right-click to copy the deal number</source>
        <translation>按右鍵複製牌局編號</translation>
    </message>
    <message>
        <source>Low: —</source>
        <translation>小牌：—</translation>
    </message>
    <message>
        <source>High: —</source>
        <translation>大牌：—</translation>
    </message>
    <message>
        <source>Low: {0} — {1}</source>
        <translation>小牌：{0} — {1}</translation>
    </message>
    <message>
        <source>High: {0} — {1}</source>
        <translation>大牌：{0} — {1}</translation>
    </message>
    <message>
        <source>Low slot: {0}</source>
        <translation>小牌位：{0}</translation>
    </message>
    <message>
        <source>High slot: {0}</source>
        <translation>大牌位：{0}</translation>
    </message>
    <message>
        <source>Quiz me: confirm, and the trainer says how your setting compares.</source>
        <translation>測驗模式：按確認後，訓練會告訴你這個擺法比較起來如何。</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>In progress</source>
        <extracomment>The game whose rounds the strategy card grades. How many of the newest rounds the history table lists. settled rounds counted (those without a record count as 0)</extracomment>
        <translation>進行中</translation>
    </message>
    <message>
        <source>Refunded (interrupted)</source>
        <translation>已退注（中斷）</translation>
    </message>
    <message>
        <source>{0} (banking)</source>
        <translation>{0}（做莊）</translation>
    </message>
    <message>
        <source>Time</source>
        <extracomment>Where a history row keeps who banked the round.</extracomment>
        <translation>時間</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>副牌編號</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>注碼</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>淨額</translation>
    </message>
    <message>
        <source>Your setting (low / high)</source>
        <translation>你的擺法（小牌 / 大牌）</translation>
    </message>
    <message>
        <source>Given up per 100</source>
        <translation>每 100 損失</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>the strategy card the trainer grades by (length, standalone), for what it would have saved as last shown; None while it is counted</extracomment>
        <translation>統計</translation>
    </message>
    <message>
        <source>Rounds played</source>
        <translation>已玩局數</translation>
    </message>
    <message>
        <source>Rounds settled (interrupted rounds are counted apart)</source>
        <translation>已結算的局數（中斷的局另計）</translation>
    </message>
    <message>
        <source>Bankroll</source>
        <translation>資金</translation>
    </message>
    <message>
        <source>Your bankroll now: the sum of every entry in the ledger</source>
        <translation>你目前的資金：帳本中所有紀錄的總和</translation>
    </message>
    <message>
        <source>Won / pushed / lost</source>
        <translation>贏 / 和 / 輸</translation>
    </message>
    <message>
        <source>How many rounds you won, pushed and lost</source>
        <translation>你贏、和、輸的局數</translation>
    </message>
    <message>
        <source>What you won or lost in all, after commission</source>
        <translation>扣除佣金後的總輸贏</translation>
    </message>
    <message>
        <source>Largest win</source>
        <translation>最大贏額</translation>
    </message>
    <message>
        <source>The most you won in one round, after commission</source>
        <translation>扣除佣金後單局贏得最多的金額</translation>
    </message>
    <message>
        <source>Largest loss</source>
        <translation>最大輸額</translation>
    </message>
    <message>
        <source>The most you lost in one round</source>
        <translation>單局輸得最多的金額</translation>
    </message>
    <message>
        <source>Commission paid</source>
        <translation>已付佣金</translation>
    </message>
    <message>
        <source>The commission taken from your wins</source>
        <translation>從你的贏注中抽取的佣金</translation>
    </message>
    <message>
        <source>Interrupted rounds</source>
        <translation>中斷的局</translation>
    </message>
    <message>
        <source>Rounds cut short (the program stopped): the bet came back</source>
        <translation>中途停止的局（程式已結束）：注碼已退回</translation>
    </message>
    <message>
        <source>EV given up</source>
        <translation>損失的期望值</translation>
    </message>
    <message>
        <source>What your settings gave up against the best setting of the same tiles, in bets (1.00 is one whole bet); the house way and mistakes both count</source>
        <translation>你的擺法比同一副牌的最佳擺法少了多少，以注數計（1.00 為一整注）；莊家規則和失誤都計算在內</translation>
    </message>
    <message>
        <source>Following the card</source>
        <translation>照策略卡擺牌</translation>
    </message>
    <message>
        <source>What the strategy card the trainer grades by (see Settings) would have gained over your own settings of the same tiles, in bets, exactly over every hand a house-way opponent could hold at 5% commission; hands the program set for you are left out</source>
        <translation>訓練評分所用的策略卡（見設定）比你對同一副牌的擺法多贏的期望值，以注計，按 5% 佣金對按莊家規則擺牌的對手所有可能的牌精確計算；程式代你擺的牌不計在內</translation>
    </message>
    <message>
        <source>Bankroll over time</source>
        <translation>資金變化</translation>
    </message>
    <message>
        <source>No rounds played yet.</source>
        <translation>還沒有玩過任何一局。</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>牌局紀錄</translation>
    </message>
    <message>
        <source>Your rounds, newest first</source>
        <translation>你的牌局，最新的在前</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>重玩這副牌(&amp;R)</translation>
    </message>
    <message>
        <source>Deal the chosen round&apos;s tiles again at the table</source>
        <translation>在牌桌上再發一次所選牌局的牌</translation>
    </message>
    <message>
        <source>&amp;Export hands…</source>
        <translation>匯出牌局(&amp;E)…</translation>
    </message>
    <message>
        <source>Save every Pai Gow round as a CSV file (times in UTC, money in cents)</source>
        <translation>把每一局牌九存成 CSV 檔案（時間為 UTC，金額以分計）</translation>
    </message>
    <message>
        <source>The newest {0} of {1} rounds; Export hands has them all.</source>
        <translation>共 {1} 局中最新的 {0} 局；「匯出牌局」可取得全部。</translation>
    </message>
    <message>
        <source>Double-click a round, or choose it and press Replay this deal, to deal it again.</source>
        <translation>雙擊一局，或選取後按「重玩這副牌」，即可再發一次。</translation>
    </message>
    <message>
        <source>Re&amp;set bankroll…</source>
        <translation>重設資金(&amp;S)…</translation>
    </message>
    <message>
        <source>Start again from the starting bankroll; the history is kept</source>
        <translation>從起始資金重新開始；紀錄會保留</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>訊息</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hand history&lt;/b&gt;</source>
        <translation>&lt;b&gt;牌局紀錄&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0} (bet refunded)</source>
        <translation>{0}（已退注）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>{0} bets in all, {1} per 100 hands</source>
        <translation>總共 {0} 注，每 100 手 {1}</translation>
    </message>
    <message>
        <source>Banking</source>
        <translation>做莊</translation>
    </message>
    <message>
        <source>Round {0}, deal #{1}</source>
        <translation>第 {0} 局，第 {1} 副牌</translation>
    </message>
    <message>
        <source>No rounds yet: play one at the table.</source>
        <translation>還沒有牌局：先到牌桌上玩一局吧。</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>the {0}-line standalone card</source>
        <translation>{0} 行的獨立策略卡</translation>
    </message>
    <message>
        <source>the {0}-line card on top of the house way</source>
        <translation>以莊家規則為底的 {0} 行策略卡</translation>
    </message>
    <message>
        <source>By {0}: what it would have gained over your own settings, exactly</source>
        <translation>依{0}：比你自己的擺法多贏多少，精確計算</translation>
    </message>
    <message>
        <source>no hands you set yet</source>
        <translation>還沒有你自己擺的牌</translation>
    </message>
    <message>
        <source>{0} bets, {1} per 100 hands; you set {2} of {3} as it does</source>
        <translation>{0} 注，每 100 手 {1}；{3} 手中有 {2} 手擺法與策略卡相同</translation>
    </message>
    <message>
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <source>Choose a round in the hand history first.</source>
        <translation>請先在牌局紀錄中選一局。</translation>
    </message>
    <message>
        <source>Deal #{0} is dealt again at the table.</source>
        <translation>第 {0} 副牌已在牌桌上重新發出。</translation>
    </message>
    <message>
        <source>Finish the round in progress before resetting the bankroll.</source>
        <translation>請先完成進行中的牌局，再重設資金。</translation>
    </message>
    <message>
        <source>Reset bankroll</source>
        <translation>重設資金</translation>
    </message>
    <message>
        <source>Set your bankroll to {0}?

It is now {1}. The hand history is kept, and the reset is written in the ledger.</source>
        <translation>要把你的資金設為 {0} 嗎？

目前為 {1}。牌局紀錄會保留，重設也會記入帳本。</translation>
    </message>
    <message>
        <source>The bankroll was not changed.</source>
        <translation>資金沒有變更。</translation>
    </message>
    <message>
        <source>The bankroll was not changed: {0}.</source>
        <translation>資金沒有變更：{0}。</translation>
    </message>
    <message>
        <source>Your bankroll is now {0}.</source>
        <translation>你的資金現在是 {0}。</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>it is {what}, not a file</source>
        <extracomment>The environment variable naming the data directory (after ``--data-dir``). Where a trainer answer was given: the trainer window&apos;s drill, the table, the quiz. The smallest and largest amounts of money a setting may hold: $1 and $1,000,000.</extracomment>
        <translation>它是{what}，不是檔案</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>具名管道</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>通訊端</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>裝置</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>特殊檔案</translation>
    </message>
    <message>
        <source>The data folder {directory} cannot be written ({reason}). {app} works as usual, but settings, bankroll and history are kept in memory only and are lost when you quit.</source>
        <translation>無法寫入資料夾 {directory}（{reason}）。{app} 照常運作，但設定、資金和紀錄只保存在記憶體中，結束程式後就會消失。</translation>
    </message>
    <message>
        <source>The setting &apos;speed&apos; was {value}, but it must be one of {allowed}: using the default animation speed.</source>
        <extracomment>The marker that says a JSON file is this program&apos;s settings. The settings file version this program writes. ``animation_speed`` is an index into this: 0 instant (no animation) ... 3 slow. The interface&apos;s languages; &quot;&quot; follows the desktop&apos;s. The largest settings file read, in bytes: a file of ours is a few KB; a larger one is taken as damaged (and moved aside) rather than read whole into memory. The longest saved window geometry accepted (base64 text). What each option accepts: a function returning None, or what the value must be. The keys of a version-2 file (one flat record) that belonged to the game: in version 3 they are the first game&apos;s section. the interface&apos;s language: &quot;&quot; follows the desktop&apos;s (when it is one the program speaks) the game played last, by its registry key (&quot;&quot;: the first game the program lists)</extracomment>
        <translation>設定 &apos;speed&apos; 的值是 {value}，但必須是 {allowed} 之一：改用預設的動畫速度。</translation>
    </message>
    <message>
        <source>The setting &apos;bet&apos; was {value}, but it must be an amount in dollars: using the default bet.</source>
        <translation>設定 &apos;bet&apos; 的值是 {value}，但必須是以元為單位的金額：改用預設注碼。</translation>
    </message>
    <message>
        <source>The setting &apos;{key}&apos; was {value}, but it must be {problem}: using the default, {default}.</source>
        <extracomment>A check: None when the value is good, else what it must be (&quot;a whole number from 1 to 7&quot;).</extracomment>
        <translation>設定 &apos;{key}&apos; 的值是 {value}，但必須是 {problem}：改用預設值 {default}。</translation>
    </message>
    <message>
        <source>The setting &apos;table_maximum_cents&apos; was {high}, below the table minimum of {low}: using {fixed}.</source>
        <extracomment>The commissions a player may choose, as the file writes them (the same rates as the table&apos;s). Where the trainer sits: below the table, right of it, or in a window of its own. The smallest and largest amounts of money an option may hold: $1 and $1,000,000. with the trainer on, keep its numbers hidden until the player confirms (&quot;quiz me&quot;) a player may bank two rounds running (some card rooms) instead of every other round the house covers half of every bet with a banking player, whose tiles it sets by the house way the dice count starts at the dealer&apos;s place instead of the banker&apos;s how the woodpile is built: &quot;eight&quot; stacks of four, or four of eight &quot;lifted&quot; in halves where the trainer sits: &quot;below&quot; the table, &quot;right&quot; of it, or in its own &quot;window&quot; the first-run welcome has been shown (it is again from Help › Welcome) the strategy card the trainer grades by as well as by the best play: its length ... ... and whether it is the standalone card (else the one on top of the house way) the round (its id in the ledger) played out by the house way when the player left in its middle, told at the next start (0: none)</extracomment>
        <translation>設定 &apos;table_maximum_cents&apos; 的值 {high} 低於本桌最低注 {low}：改用 {fixed}。</translation>
    </message>
    <message>
        <source>The setting &apos;default_bet_cents&apos; was {bet}, outside the table limits ({low} to {high}): using {fixed}.</source>
        <translation>設定 &apos;default_bet_cents&apos; 的值 {bet} 超出本桌限額（{low} 至 {high}）：改用 {fixed}。</translation>
    </message>
    <message>
        <source>The games&apos; settings were not readable: using the defaults.</source>
        <translation>各遊戲的設定無法讀取：改用預設值。</translation>
    </message>
    <message>
        <source>The settings of a game named {game} were not readable: left out.</source>
        <translation>名為 {game} 的遊戲設定無法讀取：已略過。</translation>
    </message>
    <message>
        <source>it is not a JSON object</source>
        <extracomment>Migration from version N to N + 1, by N.</extracomment>
        <translation>它不是 JSON 物件</translation>
    </message>
    <message>
        <source>its &quot;format&quot; is not &quot;{format}&quot;</source>
        <translation>它的「format」不是「{format}」</translation>
    </message>
    <message>
        <source>its &quot;version&quot; is not a whole number from 1</source>
        <translation>它的「version」不是從 1 起的整數</translation>
    </message>
    <message>
        <source>its &quot;settings&quot; is not a JSON object</source>
        <translation>它的「settings」不是 JSON 物件</translation>
    </message>
    <message>
        <source>The settings file {path} cannot be read ({reason}). Default settings are used, and changes are not saved.</source>
        <translation>無法讀取設定檔 {path}（{reason}）。現在使用預設設定，變更不會儲存。</translation>
    </message>
    <message>
        <source>it is larger than {size} KB</source>
        <translation>它大於 {size} KB</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>它不是 UTF-8 文字</translation>
    </message>
    <message>
        <source>it is not valid JSON: line {line}, column {column}</source>
        <translation>它不是有效的 JSON：第 {line} 行，第 {column} 欄</translation>
    </message>
    <message>
        <source>it is nested too deeply</source>
        <translation>它的巢狀層次太深</translation>
    </message>
    <message>
        <source>The settings file {path} was written by a newer version of {app} (settings version {version}; this version knows up to {known}). Default settings are used for now, and the file is left as it is: changes made now are not saved.</source>
        <translation>設定檔 {path} 是由較新版本的 {app} 寫入的（設定版本 {version}；此版本最多只認得 {known}）。現在暫用預設設定，原檔保持不動：此時所做的更改不會儲存。</translation>
    </message>
    <message>
        <source>it holds a value too large or too deeply nested to use</source>
        <translation>它有太大或巢狀太深而無法使用的值</translation>
    </message>
    <message>
        <source>The settings file {path} is damaged ({problem}). Default settings are used.</source>
        <translation>設定檔 {path} 已損壞（{problem}）。現在使用預設設定。</translation>
    </message>
    <message>
        <source>The settings file {path} is damaged ({problem}) and could not be moved aside ({reason}). Default settings are used, and the file is left as it is.</source>
        <translation>設定檔 {path} 已損壞（{problem}），而且無法移到一旁（{reason}）。現在使用預設設定，原檔保持不動。</translation>
    </message>
    <message>
        <source>The settings file was damaged ({problem}). Default settings are used; the old file was kept as {aside}.</source>
        <translation>設定檔已損壞（{problem}）。現在使用預設設定；舊檔已保留為 {aside}。</translation>
    </message>
    <message>
        <source>The data folder {directory} cannot be locked ({reason}).</source>
        <extracomment>The game of every round and trainer answer written before version 3: the program&apos;s only game then (a fact of the history, not knowledge of the game). Forward migrations of the database: step N takes ``user_version`` N to N + 1. Statements run one at a time (trigger bodies hold semicolons), all steps of one open in one transaction with the new ``user_version``. The schema versions written before the application id was stamped (see dbcheck). The database schema version this program writes.</extracomment>
        <translation>無法鎖定資料夾 {directory}（{reason}）。</translation>
    </message>
    <message>
        <source>The data folder {directory} is in use by another process of {app}.</source>
        <translation>資料夾 {directory} 正由另一個 {app} 程序使用中。</translation>
    </message>
    <message>
        <source>The data folder {directory} is in use by {app} (process {pid}).</source>
        <translation>資料夾 {directory} 正由 {app} 使用中（程序 {pid}）。</translation>
    </message>
    <message>
        <source>The history file {path} was written by a newer version of {app} (database version {version}; this version reads up to {known}). It has been left untouched.</source>
        <extracomment>SQLite&apos;s page cache for the history file, in KB (SQLite&apos;s default is 2,000 KB).</extracomment>
        <translation>紀錄檔 {path} 是由較新版本的 {app} 寫入的（資料庫版本 {version}；此版本最多只能讀取 {known}）。檔案未被更動。</translation>
    </message>
    <message>
        <source>its lock file {name} cannot be used: {reason}</source>
        <translation>其鎖定檔 {name} 無法使用：{reason}</translation>
    </message>
    <message>
        <source>The history file {path} cannot be read ({reason}).</source>
        <translation>無法讀取紀錄檔 {path}（{reason}）。</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>它不是檔案</translation>
    </message>
    <message>
        <source>The history file {path} was changed by hand: row {row} of the table {table} has {value} as its {column}, where it must be {wanted}. Nothing was changed in the file.</source>
        <translation>紀錄檔 {path} 被手動修改過：資料表 {table} 的第 {row} 列，其 {column} 為 {value}，但必須是 {wanted}。檔案未被更動。</translation>
    </message>
    <message>
        <source>The history file {path} was changed by hand: {problem}. Nothing was changed in the file.</source>
        <translation>紀錄檔 {path} 被手動修改過：{problem}。檔案未被更動。</translation>
    </message>
    <message>
        <source>The history file {path} cannot be used ({reason}).</source>
        <translation>無法使用紀錄檔 {path}（{reason}）。</translation>
    </message>
    <message>
        <source>The history file {path} cannot be used ({problem}); it was left as it is.</source>
        <translation>紀錄檔 {path} 無法使用（{problem}）；檔案保持原樣。</translation>
    </message>
    <message>
        <source>The history file {path} cannot be opened ({reason}).</source>
        <translation>無法開啟紀錄檔 {path}（{reason}）。</translation>
    </message>
    <message>
        <source>The history file was damaged ({problem}). It was kept as {aside}, and a new history was started with a bankroll of {bankroll}.</source>
        <translation>紀錄檔已損壞（{problem}）。舊檔已保留為 {aside}，並以 {bankroll} 的資金開始新的紀錄。</translation>
    </message>
    <message>
        <source>The history file came with a write-ahead log from another history ({problem}). Both were kept as {aside} and {aside}-wal, untouched, and a new history was started with a bankroll of {bankroll}.</source>
        <translation>紀錄檔旁有一個屬於另一份紀錄的預寫日誌（{problem}）。兩個檔案都原封不動地保留為 {aside} 和 {aside}-wal，並以 {bankroll} 的資金開始新的紀錄。</translation>
    </message>
    <message>
        <source>The history file is not one of {app}&apos;s ({problem}): it was not changed, it was kept as {aside}, and a new history was started with a bankroll of {bankroll}.</source>
        <translation>紀錄檔不是 {app} 的檔案（{problem}）：檔案未被更動，已保留為 {aside}，並以 {bankroll} 的資金開始新的紀錄。</translation>
    </message>
    <message>
        <source>{error} A new history is kept in memory.</source>
        <translation>{error}新的紀錄只保存在記憶體中。</translation>
    </message>
    <message>
        <source>The history file {path} could not be read; a new history is kept in memory.</source>
        <translation>無法讀取紀錄檔 {path}；新的紀錄只保存在記憶體中。</translation>
    </message>
    <message>
        <source>The history file {path} is damaged ({problem}); a new history is kept in memory.</source>
        <translation>紀錄檔 {path} 已損壞（{problem}）；新的紀錄只保存在記憶體中。</translation>
    </message>
    <message>
        <source>The history file {path} is not one of {app}&apos;s ({problem}); it is left as it is and a new history is kept in memory.</source>
        <translation>紀錄檔 {path} 不是 {app} 的檔案（{problem}）；檔案保持原樣，新的紀錄只保存在記憶體中。</translation>
    </message>
    <message>
        <source>The program stopped in the middle of a round (round {rounds}). The round was cancelled and the bet of {total} given back to your bankroll.</source>
        <translation>程式在一局中途停止了（第 {rounds} 局）。該局已取消，{total} 的注碼已退回你的資金。</translation>
    </message>
    <message>
        <source>The program stopped in the middle of a round (round {rounds}). The round was cancelled; nothing had been staked, and nothing was paid.</source>
        <translation>程式在一局中途停止了（第 {rounds} 局）。該局已取消；這一局沒有下注，也沒有任何付款。</translation>
    </message>
    <message>
        <source>The history could not be saved in {directory} ({reason}), so from now on your bankroll and history are kept in memory only (a round left open on disk is refunded at the next start).</source>
        <translation>紀錄無法儲存到 {directory}（{reason}），因此從現在起你的資金和紀錄只保存在記憶體中（磁碟上未完成的一局會在下次啟動時退回注碼）。</translation>
    </message>
    <message>
        <source>{error} This session&apos;s bankroll and history are kept in memory only.</source>
        <extracomment>What a save killed half-way leaves behind (``_atomic_write``), and a probe of the folder.</extracomment>
        <translation>{error}本次的資金和紀錄只保存在記憶體中。</translation>
    </message>
    <message>
        <source>the table {name} is missing</source>
        <extracomment>Our SQLite ``application_id``: ``PGow`` in ASCII. The most one ledger entry may move: $10 billion. Far above any bet (at most $1,000,000 a place), far below what would overflow SQLite&apos;s 64-bit sum over any ledger. An ISO 8601 UTC time as the database stores it: ``2024-01-31T23:59:59.000000Z``. (table, column, what a value must satisfy, what it must be, in words), in the order checked.</extracomment>
        <translation>缺少資料表 {name}</translation>
    </message>
    <message>
        <source>the index {name} is missing</source>
        <translation>缺少索引 {name}</translation>
    </message>
    <message>
        <source>the trigger {name} is missing</source>
        <translation>缺少觸發程序 {name}</translation>
    </message>
    <message>
        <source>the view {name} is missing</source>
        <translation>缺少檢視表 {name}</translation>
    </message>
    <message>
        <source>round {round} has no ledger entry for its bet of {bet} cents</source>
        <translation>第 {round} 局的下注 {bet} 分在帳本中沒有紀錄</translation>
    </message>
    <message>
        <source>the bet entries of round {round} come to {found} cents, where its bet is {bet} cents</source>
        <translation>第 {round} 局的下注紀錄合計 {found} 分，但該局下注為 {bet} 分</translation>
    </message>
    <message>
        <source>round {round} is settled but has no ledger entry for its settlement</source>
        <translation>第 {round} 局已結算，但帳本中沒有它的結算紀錄</translation>
    </message>
    <message>
        <source>round {round} has {count} ledger entries for its settlement</source>
        <translation>第 {round} 局在帳本中有 {count} 筆結算紀錄</translation>
    </message>
    <message>
        <source>the commission entries of round {round} come to {found} cents, where its commission is {commission} cents</source>
        <translation>第 {round} 局的佣金紀錄合計 {found} 分，但該局佣金為 {commission} 分</translation>
    </message>
    <message>
        <source>the ledger entries of round {round} add up to {found} cents, where its result is {net} cents</source>
        <translation>第 {round} 局的帳本紀錄合計 {found} 分，但該局結果為 {net} 分</translation>
    </message>
    <message>
        <source>the table {table} has lost its row</source>
        <translation>資料表 {table} 的那一列不見了</translation>
    </message>
    <message>
        <source>row {row} of the table ledger is an entry of round {round}, which is not there</source>
        <translation>資料表 ledger 的第 {row} 列屬於第 {round} 局，但該局不存在</translation>
    </message>
</context>
<context>
    <name>StrategyCardWindow</name>
    <message>
        <source>Strategy card</source>
        <translation>策略卡</translation>
    </message>
    <message>
        <source>{n} lines</source>
        <translation>{n} 行</translation>
    </message>
    <message>
        <source>On top of the house way</source>
        <translation>以莊家規則為底</translation>
    </message>
    <message>
        <source>Standalone (no house way)</source>
        <translation>獨立（不用莊家規則）</translation>
    </message>
    <message>
        <source>Not banking</source>
        <translation>不做莊</translation>
    </message>
    <message>
        <source>Banking</source>
        <translation>做莊</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>長度</translation>
    </message>
    <message>
        <source>Kind of card</source>
        <translation>卡的種類</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>哪一方</translation>
    </message>
    <message>
        <source>The first line that applies to your four tiles decides. Worth: how much more you would lose per unit bet without the line, playing the rest of the card. Decides: the share of all hands it sets. Every figure is exact, over every deal against a house-way opponent at 5% commission.</source>
        <translation>第一條適用於你四張牌的規則決定擺法。價值：少了這條規則、只按卡上其餘的規則擺牌時，你每單位注碼會多輸多少。決定：它擺的牌佔所有牌的比例。所有數字都是精確的，計算了對按莊家規則擺牌的對手的每一種發牌，佣金 5%。</translation>
    </message>
    <message>
        <source>Following this card you can expect {edge} per unit bet; the house way {house_way} and the best setting of every hand {best}.</source>
        <translation>按這張卡擺牌，每單位注碼的期望結果是 {edge}；按莊家規則是 {house_way}，每手都取最佳擺法則是 {best}。</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>例子</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>價值</translation>
    </message>
    <message>
        <source>Decides</source>
        <translation>決定</translation>
    </message>
    <message>
        <source>Low hand {low} ({low_name}), high hand {high} ({high_name})</source>
        <translation>小牌 {low}（{low_name}），大牌 {high}（{high_name}）</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Seat {0}</source>
        <extracomment>a Stage a Preview something the store has to tell the player, in the player&apos;s language (a write failed) the Settlement, once the results are shown the demo could not deal its next round: why (then demo_finished) the exact Analysis of the player&apos;s four tiles, once dealt (Analysis, the Setting played), on confirm a round is about to be dealt: choices kept for the next round apply now (a new seat) this round is a replay: played for no money, kept nowhere the demo (ui.demo.DemoTable): the computer plays the player&apos;s seat at the last bet why new_round last refused to deal (what it said in ``message``) asks the player whether to take the bank (the window shows a question)</extracomment>
        <translation>座位 {0}</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>You</source>
        <translation>你</translation>
    </message>
    <message>
        <source>{0} (bank)</source>
        <translation>{0}（做莊）</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>Finish this round first.</source>
        <translation>請先完成這一局。</translation>
    </message>
    <message>
        <source>Cannot deal: {0}.</source>
        <translation>無法發牌：{0}。</translation>
    </message>
    <message>
        <source>Cannot deal: {0}</source>
        <translation>無法發牌：{0}</translation>
    </message>
    <message>
        <source>{0}, practice</source>
        <translation>{0}，練習</translation>
    </message>
    <message>
        <source>No deal to replay yet.</source>
        <translation>還沒有可重玩的牌局。</translation>
    </message>
    <message>
        <source>Co-banking: the house sets your tiles by the house way.</source>
        <translation>合莊：莊家按莊家規則替你擺牌。</translation>
    </message>
    <message>
        <source>Let go of the tile first.</source>
        <translation>請先放開這張牌。</translation>
    </message>
    <message>
        <source>House way: {0}</source>
        <translation>莊家規則：{0}</translation>
    </message>
    <message>
        <source>This round&apos;s result could not be recorded: {0}</source>
        <translation>這一局的結果無法記錄：{0}</translation>
    </message>
    <message>
        <source>Your bank wins {0} (commission {1}).</source>
        <translation>你做莊贏了 {0}（佣金 {1}）。</translation>
    </message>
    <message>
        <source>Your bank loses {0} (commission {1}).</source>
        <translation>你做莊輸了 {0}（佣金 {1}）。</translation>
    </message>
    <message>
        <source>Your bank wins {0}.</source>
        <translation>你做莊贏了 {0}。</translation>
    </message>
    <message>
        <source>Your bank loses {0}.</source>
        <translation>你做莊輸了 {0}。</translation>
    </message>
    <message>
        <source>You win {0} (commission {1}).</source>
        <translation>你贏了 {0}（佣金 {1}）。</translation>
    </message>
    <message>
        <source>You lose {0}.</source>
        <translation>你輸了 {0}。</translation>
    </message>
    <message>
        <source>Push: your bet comes back.</source>
        <translation>和局：退回你的注碼。</translation>
    </message>
    <message>
        <source>{0} Press New round (F2) to play again.</source>
        <translation>{0}按「新一局」（F2）再玩一次。</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Low hand</source>
        <translation>小牌</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>大牌</translation>
    </message>
    <message>
        <source>set aside</source>
        <extracomment>each place&apos;s bet as chips, the house&apos;s commission, and chips on their way</extracomment>
        <translation>置於一旁</translation>
    </message>
    <message>
        <source>Washing the tiles</source>
        <extracomment>the two hands a tile dragged over the other hand would make (None: no such drag) where the dice are shaken and the count starts each place&apos;s hand line (see :meth:`_hand_line`) by its plate&apos;s place and size, for one layout: a round puts 64 tiles at places whose plates have not moved</extracomment>
        <translation>洗牌</translation>
    </message>
    <message>
        <source>Building the woodpile: eight stacks of four</source>
        <translation>砌牌：八疊，每疊四張</translation>
    </message>
    <message>
        <source>The banker shakes the dice</source>
        <translation>莊家搖骰</translation>
    </message>
    <message>
        <source>Your tiles</source>
        <translation>你的牌</translation>
    </message>
    <message>
        <source>place {0}</source>
        <translation>{0} 號位</translation>
    </message>
    <message>
        <source>{0}: you take the first stack</source>
        <translation>{0}：你拿第一疊</translation>
    </message>
    <message>
        <source>{0}: {1} takes the first stack</source>
        <translation>{0}：{1}拿第一疊</translation>
    </message>
    <message>
        <source>The count of {0} ends at {1}: the first stack goes there</source>
        <translation>數到 {0} 停在{1}：第一疊發到那裡</translation>
    </message>
    <message>
        <source>Set your hand: drag or click tiles between the low and high hand, then confirm</source>
        <translation>擺你的牌：在小牌和大牌之間拖曳或點選牌，然後確認</translation>
    </message>
    <message>
        <source>{0}; press {1} then Space to move it to the other hand</source>
        <translation>{0}；按 {1} 再按空白鍵移到另一手</translation>
    </message>
    <message>
        <source>low {0}, high {1}</source>
        <extracomment>every hand is face up and the results are shown each place&apos;s bet as chips the house&apos;s commission chips on their way &quot;set aside&quot;, under the empty places&apos; tiles the round is a replay, played for no money (the banner says so) the layout the hands&apos; footprints below are for each place&apos;s chips, for the layout of the footprints the footprints and chip points of the layouts seen lately, by their keys</extracomment>
        <translation>小牌 {0}，大牌 {1}</translation>
    </message>
    <message>
        <source>empty seat</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <source>Tile {0}: {1} {2}</source>
        <translation>第 {0} 張牌：{1} {2}</translation>
    </message>
    <message>
        <source>in the low hand</source>
        <translation>在小牌</translation>
    </message>
    <message>
        <source>in the high hand</source>
        <translation>在大牌</translation>
    </message>
    <message>
        <source>{0} sets by the house way: {1}</source>
        <translation>{0}按莊家規則擺牌：{1}</translation>
    </message>
    <message>
        <source> (1 copy)</source>
        <translation>（1 張同點）</translation>
    </message>
    <message>
        <source> ({0} copies)</source>
        <translation>（{0} 張同點）</translation>
    </message>
    <message>
        <source>WIN +{0}</source>
        <translation>贏 +{0}</translation>
    </message>
    <message>
        <source>LOSS {0}{1}</source>
        <translation>輸 {0}{1}</translation>
    </message>
    <message>
        <source>PUSH{0}</source>
        <translation>和{0}</translation>
    </message>
    <message>
        <source>BANK {0}</source>
        <translation>莊 {0}</translation>
    </message>
    <message>
        <source>{0} holds {1} / {2}</source>
        <translation>{0}的牌：{1} / {2}</translation>
    </message>
    <message>
        <source>PAI GOW</source>
        <extracomment>Below this height (logical pixels) your own tiles are too small to read at a glance: the hands then give their titles&apos; line to the tiles. Your own tiles are never narrower than this on screen (logical pixels; 80 tall): where the table&apos;s room would make them so, your hands take a strip of their own below the felt. Nor the other places&apos; tiles narrower than this. The least height the felt keeps above your hands&apos; strip (logical pixels). what happens now, for the status line a sound to play: &quot;tile&quot;, &quot;dice&quot; or &quot;chips&quot; (the window decides if) the deal has been played: the player may set the hand each of the eight stacks goes to a place or is set aside</extracomment>
        <translation>牌九</translation>
    </message>
    <message>
        <source>The dice show {0}: count {0} places from the banker</source>
        <translation>骰子擲出 {0}：從莊家起數 {0} 個位置</translation>
    </message>
    <message>
        <source>The dice show {0}: count {0} places from the dealer</source>
        <translation>骰子擲出 {0}：從荷官起數 {0} 個位置</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>對子</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Table</source>
        <extracomment>the scene, typed (screen readers list its parts)</extracomment>
        <translation>牌桌</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>New &amp;game</source>
        <translation>新遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>即時</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>快</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>慢</translation>
    </message>
    <message>
        <source>Animation s&amp;peed</source>
        <translation>動畫速度(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;New hand</source>
        <extracomment>Game › New game: the registry key of the game to start a new language, to be shown at once (between hands) the game&apos;s table (set by the game&apos;s window) the game&apos;s controller (set by the game&apos;s window) where the game&apos;s rounds are written (set by the game&apos;s window, with attach_store) the game&apos;s trainer window, once opened the game&apos;s statistics, once opened View › Animation speed (made with the menus) Ctrl+Z, in the games whose moves can be taken back the felt&apos;s view (set by the game&apos;s window) the trainer docked at the table, in the games that have one (set before build_menus) where that trainer sits (made with the menus, when there is one) the side panel&apos;s dock the words of the deal action (&quot;&amp;New hand&quot;), its tip; a game may say &quot;round&quot; the rules (a help page), once opened a language chosen just as a hand began (a deal key already queued): shown when it ends the window is closing: a hand played out now opens nothing new what the window has told the player, in order (for tests) the offer of a new stake, while it is open nobody watches the window (a demo, a screenshot): no boxes, notices on the standard error</extracomment>
        <translation>新一手(&amp;N)</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>發下一手牌</translation>
    </message>
    <message>
        <source>&amp;Replay deal</source>
        <translation>重玩這副牌(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>關閉牌桌</translation>
    </message>
    <message>
        <source>&amp;Skip animation</source>
        <translation>略過動畫(&amp;S)</translation>
    </message>
    <message>
        <source>Finish the moves at once</source>
        <translation>立即完成動作</translation>
    </message>
    <message>
        <source>About {0}</source>
        <translation>關於{0}</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>關於(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>統計(&amp;T)</translation>
    </message>
    <message>
        <source>Your {0} results: rounds, money, the hand history</source>
        <translation>你的{0}成績：局數、輸贏、每手紀錄</translation>
    </message>
    <message>
        <source>New sta&amp;ke…</source>
        <translation>新本金(&amp;K)…</translation>
    </message>
    <message>
        <source>Start again with the starting bankroll</source>
        <translation>以起始資金重新開始</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <source>Every option of every game, and the look</source>
        <translation>每種遊戲的所有選項，以及外觀</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <source>How {0} is played here</source>
        <translation>本程式的{0}玩法</translation>
    </message>
    <message>
        <source>&amp;Welcome</source>
        <translation>歡迎(&amp;W)</translation>
    </message>
    <message>
        <source>How a hand goes, the keys, where the trainer is</source>
        <translation>一手怎麼進行、按鍵、訓練器在哪裡</translation>
    </message>
    <message>
        <source>&amp;Trainer</source>
        <translation>訓練(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>遊戲(&amp;G)</translation>
    </message>
    <message>
        <source>H&amp;and</source>
        <translation>手牌(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>手牌</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主題(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>Finish this hand first: the language changes between hands.</source>
        <translation>請先打完這一手：語言在兩手之間更換。</translation>
    </message>
    <message>
        <source>The new language is shown when this hand ends.</source>
        <translation>新的語言將於這一手結束時顯示。</translation>
    </message>
    <message>
        <source>Your bankroll is {0}.</source>
        <translation>你的資金是 {0}。</translation>
    </message>
    <message>
        <source>Out of chips</source>
        <translation>籌碼用完了</translation>
    </message>
    <message>
        <source>{0}

Start again with a new stake of {1}, or stop here?</source>
        <translation>{0}

要用 {1} 的新本金重新開始，還是就此停止？</translation>
    </message>
    <message>
        <source>&amp;New stake of {0}</source>
        <translation>新本金 {0}(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Stop here</source>
        <translation>就此停止(&amp;S)</translation>
    </message>
    <message>
        <source>A new stake of {0}: good luck.</source>
        <translation>新的本金 {0}：祝好運。</translation>
    </message>
    <message>
        <source>Finish this hand first.</source>
        <translation>請先打完這一手。</translation>
    </message>
    <message>
        <source>Setting not changed: {0}</source>
        <translation>設定未變更：{0}</translation>
    </message>
    <message>
        <source>Welcome to {0}</source>
        <translation>歡迎使用{0}</translation>
    </message>
    <message>
        <source>Rules of {0}</source>
        <translation>{0}規則</translation>
    </message>
    <message>
        <source>Trainer &amp;place</source>
        <extracomment>Where a docked trainer may sit: below the felt, right of it, or in a window of its own. The least share of the window&apos;s area the felt keeps, whatever else is open. The key of a game&apos;s section of the settings that says where its trainer sits at the table. the player&apos;s choice where it is now keeps a place the player chose (for the next start) the trainer&apos;s own window was put beside the table&apos;s, once shown</extracomment>
        <translation>訓練器位置(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Below the table</source>
        <translation>在牌桌下方(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Right of the table</source>
        <translation>在牌桌右側(&amp;R)</translation>
    </message>
    <message>
        <source>In its own &amp;window</source>
        <translation>獨立視窗(&amp;W)</translation>
    </message>
    <message>
        <source>The window is too small: the table keeps at least half of it, so the trainer goes below</source>
        <translation>視窗太小：牌桌至少佔視窗的一半，所以訓練器放在下方</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>Bankroll {0}.</source>
        <translation>資金 {0}。</translation>
    </message>
    <message>
        <source>Deal {0}.</source>
        <translation>第 {0} 副牌。</translation>
    </message>
    <message>
        <source>Low hand</source>
        <translation>小牌</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>大牌</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空位</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation>{0}：{1}。</translation>
    </message>
    <message>
        <source>Keys 1 to 4 pick a tile, Space moves it, Enter confirms, H sets the house way.</source>
        <translation>按 1 至 4 選牌，空白鍵移動，Enter 確認，H 按莊家規則擺牌。</translation>
    </message>
    <message>
        <source>F2 deals the next round.</source>
        <translation>按 F2 發下一局。</translation>
    </message>
    <message>
        <source>F2 deals a round.</source>
        <translation>按 F2 發一局。</translation>
    </message>
    <message>
        <source>Dealing; Escape skips.</source>
        <translation>發牌中；按 Esc 略過。</translation>
    </message>
</context>
<context>
    <name>TienGow</name>
    <message>
        <source>East</source>
        <extracomment>The longest name a computer player may have (it must fit on its plate).</extracomment>
        <translation>東</translation>
    </message>
    <message>
        <source>South</source>
        <translation>南</translation>
    </message>
    <message>
        <source>West</source>
        <translation>西</translation>
    </message>
    <message>
        <source>North</source>
        <translation>北</translation>
    </message>
</context>
<context>
    <name>TienGowController</name>
    <message>
        <source>You ({0})</source>
        <extracomment>no hand yet a computer player is choosing settled; New hand deals the next job token, the move (or the error), the worker&apos;s thread id the Stage for the status line what happened at the table, one line each (the window keeps a log) your picked tiles or what you may play changed the finished HandRecord (settlement and review plug in here) your play, with your seat&apos;s view as it was when you chose it (the trainer weighs it) the demo could not deal its next hand: why (then demo_finished) the computer players&apos; seats, in playing order from yours each computer seat&apos;s name and level (``players.make_player`` names) the deal number of the next hand (None: a random one) the engine: the hand in play, its turns, its record and the bank passing on the last finished hand, as handed to the ledger a point&apos;s value and the computer players&apos; levels chosen mid-hand, for the next hand the cents a point of the last hand dealt was paid at rules chosen mid-hand (Settings), for the next hand a move that arrived while the scene moved the threads computer players chose on lately (for the tests; bounded: a long session) to do once the scene stops moving words of a payment, kept on the felt through the next lead something was said on the status line since the last play hints asked for in this hand (H): the hand counts as assisted why new_hand last refused to deal (what it said in ``message``) the demo (ui.demo.DemoTable): your seat played by the Basic player&apos;s rules of thumb this hand is a replay: played for nothing, kept nowhere the next hand&apos;s banker (None: the dice choose)</extracomment>
        <translation>你（{0}）</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>{0} (you)</source>
        <translation>{0}（你）</translation>
    </message>
    <message>
        <source>basic</source>
        <translation>基本</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>強</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>專家</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>The new value of a point counts from the next hand.</source>
        <translation>新的每分價值從下一手起計算。</translation>
    </message>
    <message>
        <source>The computer players change from the next hand.</source>
        <translation>電腦玩家從下一手起變更。</translation>
    </message>
    <message>
        <source>The new rules count from the next hand.</source>
        <translation>新的規則從下一手開始生效。</translation>
    </message>
    <message>
        <source>Finish this hand first.</source>
        <translation>請先打完這一手。</translation>
    </message>
    <message>
        <source>The dice say {0}: {1} banks.</source>
        <translation>骰子擲出 {0}：{1} 做莊。</translation>
    </message>
    <message>
        <source>Deal {0}: {1} banks (×{2}).</source>
        <translation>第 {0} 副牌：{1} 做莊（×{2}）。</translation>
    </message>
    <message>
        <source>There is no deal to replay yet.</source>
        <translation>還沒有可以重玩的牌。</translation>
    </message>
    <message>
        <source>You cannot beat it: your last tiles go face down. Press Enter.</source>
        <translation>你壓不過：你最後的牌都要蓋牌。按 Enter。</translation>
    </message>
    <message>
        <source>{0} to play…</source>
        <translation>輪到 {0} 出牌…</translation>
    </message>
    <message>
        <source>A computer player failed; it played the simplest move.</source>
        <translation>一位電腦玩家出錯；它改打最簡單的一步。</translation>
    </message>
    <message>
        <source>Early death: you had no column and played face down.</source>
        <extracomment>Qt&apos;s translation, under a name lupdate reads too: the words keep the controller&apos;s context.</extracomment>
        <translation>早死：你沒有墩，蓋牌打出。</translation>
    </message>
    <message>
        <source>Early death: {0} had no column and played face down.</source>
        <translation>早死：{0} 沒有墩，蓋牌打出。</translation>
    </message>
    <message>
        <source>Gee Joon! You collect from everyone.</source>
        <translation>至尊！你向每個人收錢。</translation>
    </message>
    <message>
        <source>Gee Joon! {0} collects from everyone.</source>
        <translation>至尊！{0} 向每個人收錢。</translation>
    </message>
    <message>
        <source>A quartet! You collect from everyone.</source>
        <translation>四張組！你向每個人收錢。</translation>
    </message>
    <message>
        <source>A quartet! {0} collects from everyone.</source>
        <translation>四張組！{0} 向每個人收錢。</translation>
    </message>
    <message>
        <source>You win the trick: 1 column.</source>
        <translation>你贏得這一輪：1 墩。</translation>
    </message>
    <message>
        <source>You win the trick: {0} columns.</source>
        <translation>你贏得這一輪：{0} 墩。</translation>
    </message>
    <message>
        <source>{0} wins the trick: 1 column.</source>
        <translation>{0} 贏得這一輪：1 墩。</translation>
    </message>
    <message>
        <source>{0} wins the trick: {1} columns.</source>
        <translation>{0} 贏得這一輪：{1} 墩。</translation>
    </message>
    <message>
        <source>You put 1 tile face down.</source>
        <translation>你蓋下 1 張。</translation>
    </message>
    <message>
        <source>You put {0} tiles face down.</source>
        <translation>你蓋下 {0} 張。</translation>
    </message>
    <message>
        <source>You lead {0}.</source>
        <translation>你領出 {0}。</translation>
    </message>
    <message>
        <source>You beat with {0}.</source>
        <translation>你以 {0} 壓過。</translation>
    </message>
    <message>
        <source>{0} puts 1 tile face down.</source>
        <translation>{0} 蓋下 1 張。</translation>
    </message>
    <message>
        <source>{0} puts {1} tiles face down.</source>
        <translation>{0} 蓋下 {1} 張。</translation>
    </message>
    <message>
        <source>Not allowed: discard exactly 1 tile.</source>
        <translation>不允許：必須剛好蓋掉 1 張牌。</translation>
    </message>
    <message>
        <source>Not allowed: discard exactly {0} tiles.</source>
        <translation>不允許：必須剛好蓋掉 {0} 張牌。</translation>
    </message>
    <message>
        <source>{0} — not a set</source>
        <translation>{0} — 不成牌組</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>You win {0} ({1}).</source>
        <translation>你贏 {0}（{1}）。</translation>
    </message>
    <message>
        <source>You lose {0} ({1}).</source>
        <translation>你輸 {0}（{1}）。</translation>
    </message>
    <message>
        <source>{0} leads {1}.</source>
        <translation>{0} 領出 {1}。</translation>
    </message>
    <message>
        <source>Your lead: pick a set and press Play face up.</source>
        <translation>輪到你領出：選取一組牌，然後按「翻開打出」。</translation>
    </message>
    <message>
        <source>Early death: no column yet, so your last tile goes face down. Press Enter.</source>
        <translation>早死：你還沒有墩，所以最後一張牌要蓋牌。按 Enter。</translation>
    </message>
    <message>
        <source>Beat the high set with Play face up, or use Discard face down.</source>
        <translation>用「翻開打出」壓過最大的牌組，或按「蓋牌」。</translation>
    </message>
    <message>
        <source>You cannot beat it: pick 1 tile and press Discard face down.</source>
        <translation>你壓不過：選 1 張牌，按「蓋牌」。</translation>
    </message>
    <message>
        <source>You cannot beat it: pick {0} tiles and press Discard face down.</source>
        <translation>你壓不過：選 {0} 張牌，按「蓋牌」。</translation>
    </message>
    <message>
        <source>{0} beats with {1}.</source>
        <translation>{0} 以 {1} 壓過。</translation>
    </message>
    <message>
        <source>Pick tiles with a click or the keys 1 to 8.</source>
        <translation>用滑鼠點選或按 1 至 8 選牌。</translation>
    </message>
    <message>
        <source>Not allowed: {0}</source>
        <translation>不允許：{0}</translation>
    </message>
    <message>
        <source>Not your turn.</source>
        <translation>還沒輪到你。</translation>
    </message>
    <message>
        <source>Not allowed: a lead is played face up.</source>
        <translation>不允許：領出必須翻開打出。</translation>
    </message>
    <message>
        <source>One red dot: {0} wins at once.</source>
        <translation>一點紅：{0} 立即獲勝。</translation>
    </message>
    <message>
        <source>You win the last trick.</source>
        <translation>你贏得最後一輪。</translation>
    </message>
    <message>
        <source>{0} wins the last trick.</source>
        <translation>{0} 贏得最後一輪。</translation>
    </message>
    <message>
        <source>You break even.</source>
        <translation>你不輸不贏。</translation>
    </message>
    <message>
        <source>{0} F2 deals a new hand.</source>
        <translation>{0}按 F2 發新的一手。</translation>
    </message>
    <message>
        <source>{0} col · {1:+d} pts</source>
        <translation>{0} 墩 · {1:+d} 分</translation>
    </message>
    <message>
        <source>{0} col · {1:+d} pt</source>
        <translation>{0} 墩 · {1:+d} 分</translation>
    </message>
    <message>
        <source>{0}: {1} won so far (a trick won is a column for each tile a seat put in); {2} this hand.</source>
        <translation>{0}：到目前贏得 {1}（贏得一輪時，每位打出幾張牌就算幾墩）；這一手 {2}。</translation>
    </message>
    <message>
        <source>1 column</source>
        <translation>1 墩</translation>
    </message>
    <message>
        <source>{0} columns</source>
        <translation>{0} 墩</translation>
    </message>
    <message>
        <source>Banker ×{0}</source>
        <translation>莊家 ×{0}</translation>
    </message>
</context>
<context>
    <name>TienGowGuide</name>
    <message>
        <source>1 tile</source>
        <translation>1 張牌</translation>
    </message>
    <message>
        <source>{0} tiles</source>
        <translation>{0} 張牌</translation>
    </message>
    <message>
        <source>1 column</source>
        <translation>1 墩</translation>
    </message>
    <message>
        <source>{0} columns</source>
        <translation>{0} 墩</translation>
    </message>
    <message>
        <source>Step 1: press New hand (F2). Each seat gets eight tiles; the banker leads the first trick, and whoever takes a trick leads the next.</source>
        <translation>第一步：按「新一手」（F2）。每個位置各拿八張牌；第一輪由莊家領出，之後誰贏得一輪就由誰領出下一輪。</translation>
    </message>
    <message>
        <source>The tiles are washed, built into the woodpile and dealt: eight to each seat.</source>
        <translation>洗牌、砌牌、發牌：每個位置八張。</translation>
    </message>
    <message>
        <source>The hand is over. Whoever took the last trick wins it: each other seat pays four points less its columns (five with none), doubled with the banker. Settlement… shows who paid whom; New hand (F2) deals the next.</source>
        <translation>這一手結束了。贏得最後一輪的人贏得這一手：其他每一家付四減去自己的墩數（一墩都沒有的付五），與莊家之間的款項加倍。「結算…」顯示誰付給誰；「新一手」（F2）發下一手。</translation>
    </message>
    <message>
        <source>You have {0}; par is four, and with none at the end you pay five.</source>
        <translation>你有 {0}；標準是四墩，到最後一墩都沒有的要付五。</translation>
    </message>
    <message>
        <source>{0} is playing. In the middle of the table the highest set so far is the one to beat; it takes the trick.</source>
        <translation>{0} 正在出牌。桌子中間目前最大的牌組就是要壓的牌；它會贏得這一輪。</translation>
    </message>
    <message>
        <source>Your lead: pick a single tile, a pair or a set (the list shows every one you may lead) and press Enter. A set nothing unseen can beat is best kept for a trick that counts; a weak single gives the lead away cheaply.</source>
        <translation>輪到你領出：選一張單張、一對或一組牌（清單列出你可以領出的每一種），再按 Enter。未見的牌都壓不過的牌組最好留給關鍵的一輪；弱的單張可以便宜地讓出領出權。</translation>
    </message>
    <message>
        <source>Early death: you have no column yet, so your last tile must go face down. Press Enter.</source>
        <translation>早死：你還一墩都沒有，最後一張牌必須面朝下。按 Enter。</translation>
    </message>
    <message>
        <source>The trick is {0}; the set to beat is {1}. Beat it with a higher set of the same kind (the list shows them): pick it and press Enter. Or keep your strength: pick {0} you can spare and press D to put them face down.</source>
        <translation>這一輪出 {0}；要壓的牌組是 {1}。用同類更大的牌組壓它（清單列出了這些牌組）：選好後按 Enter。或者保留實力：選 {0} 你用不上的牌，按 D 面朝下墊牌。</translation>
    </message>
    <message>
        <source>You cannot beat {1}: a set beats only a lower set of its own kind. Pick {0} you can spare, your weakest, and press D (Enter puts them face down).</source>
        <translation>你壓不過 {1}：牌組只能壓同類而較小的牌組。選 {0} 你用不上的、最弱的牌，按 D（按 Enter 也會面朝下墊牌）。</translation>
    </message>
</context>
<context>
    <name>TienGowNames</name>
    <message>
        <source>Lin</source>
        <extracomment>The values of a point the table offers (the Game menu, the settings page), in cents. The computer players&apos; levels the table offers (``players.make_player`` names). The most a point may be worth, in cents ($10). The computer players&apos; names until you choose others: the seats after yours, in playing order. The same names as the interface&apos;s language writes them (marked for translation here).</extracomment>
        <translation>阿林</translation>
    </message>
    <message>
        <source>Mei</source>
        <translation>阿美</translation>
    </message>
    <message>
        <source>Jun</source>
        <translation>阿俊</translation>
    </message>
</context>
<context>
    <name>TienGowRules</name>
    <message>
        <source>Early death</source>
        <extracomment>The largest number a rule&apos;s box takes (the rules set no upper bound; no table plays near it). Each rule option&apos;s label and what it does, in the rules&apos; order (translated in &quot;TienGowRules&quot;).</extracomment>
        <translation>早死</translation>
    </message>
    <message>
        <source>When the last trick is a single, a player without a column must throw his last tile face down and cannot win it</source>
        <translation>最後一輪是單張時，沒有墩的玩家必須把最後一張牌蓋牌，也不能贏這一輪</translation>
    </message>
    <message>
        <source>Mixed pairs and sets</source>
        <translation>混合對子與牌組</translation>
    </message>
    <message>
        <source>Mixed military pairs, triples and quartets may be played; off: the ancient game&apos;s 37 sets, no quartets</source>
        <translation>可以打混合的武對、三張組和四張組；關閉：古法的 37 種牌組，沒有四張組</translation>
    </message>
    <message>
        <source>Gee Joon payment</source>
        <translation>至尊付款</translation>
    </message>
    <message>
        <source>Points each other player pays whoever leads the Gee Joon (0: none; 2 usual)</source>
        <translation>其他每位玩家付給打出至尊者的分數（0：不付；通常 2）</translation>
    </message>
    <message>
        <source>Quartet payment</source>
        <translation>四張組付款</translation>
    </message>
    <message>
        <source>Points each other player pays whoever wins a four-tile trick (0: none; 4 usual)</source>
        <translation>其他每位玩家付給贏得四張一輪者的分數（0：不付；通常 4）</translation>
    </message>
    <message>
        <source>Last-trick bonus</source>
        <translation>最後一輪加倍</translation>
    </message>
    <message>
        <source>The settlement is multiplied by this when the last trick is won by the Gee Joon or a quartet, or by a player who won every trick (at least 1: no bonus; 2 usual)</source>
        <translation>最後一輪由至尊或四張組贏得，或由贏得每一輪的玩家贏得時，結算乘以此數（至少 1：不加倍；通常 2）</translation>
    </message>
    <message>
        <source>Unbeatable exception</source>
        <translation>無敵例外</translation>
    </message>
    <message>
        <source>A banker who wins every trick after leading a set he knew could not be beaten gets no bonus for it</source>
        <translation>莊家以自知無人能贏的牌組開局並贏得每一輪時，不因此加倍</translation>
    </message>
    <message>
        <source>Banker&apos;s multiplier</source>
        <translation>莊家倍數</translation>
    </message>
    <message>
        <source>What the banker pays and collects is multiplied by this (at least 1; 2 usual)</source>
        <translation>莊家付出和收取的都乘以此數（至少 1；通常 2）</translation>
    </message>
    <message>
        <source>Hong Kong escalating banker</source>
        <translation>香港連莊加倍</translation>
    </message>
    <message>
        <source>The banker&apos;s multiplier grows with each hand he banks in a row: ×2, ×3, ×4 … (the multiplier above is then not used)</source>
        <translation>莊家每多連莊一手，倍數就加一：×2、×3、×4 …（此時不用上面的莊家倍數）</translation>
    </message>
    <message>
        <source>Banker&apos;s surplus multiplied</source>
        <translation>莊家超額乘倍數</translation>
    </message>
    <message>
        <source>A banker above four columns who loses the hand is paid his columns over four times the multiplier; off: once</source>
        <translation>莊家超過四墩但輸了這一手時，超出四墩的部分乘以倍數收取；關閉：只收一倍</translation>
    </message>
    <message>
        <source>Little Three, Big Six</source>
        <translation>小三大六</translation>
    </message>
    <message>
        <source>When a last single led with 2-1 is won by the 4-2, the leader pays what the others owe</source>
        <translation>最後一輪以 2-1 領出單張而被 4-2 贏得時，由領出者代付其他人的欠款</translation>
    </message>
    <message>
        <source>One red dot</source>
        <translation>一點紅</translation>
    </message>
    <message>
        <source>A hand dealt with exactly one red pip wins at once: no trick is played</source>
        <translation>發到剛好只有一個紅點的一手牌立即獲勝：不打任何一輪</translation>
    </message>
</context>
<context>
    <name>TienGowScene</name>
    <message>
        <source>TIEN GOW</source>
        <extracomment>the tile kind an item must be; None: any (a back) the tiles picked in the rack changed the rack&apos;s order changed (a drag or Shift+arrow) the keys moved to (or picked) this rack tile a rack tile was double-clicked: play the tiles picked (it among them)</extracomment>
        <translation>天九</translation>
    </message>
    <message>
        <source>Collected this hand: {0} ({1})</source>
        <extracomment>your tiles, in the order you keep them in the order picked the rack tile the arrow keys are on tiles of a set you may play face up now your turn: tiles may be picked what each place collected during the hand, as chips beside its plate chips on their way from a payer to a payee what the plan was made for where each place goes in the view</extracomment>
        <translation>這一手收到：{0}（{1}）</translation>
    </message>
    <message>
        <source>Washing the tiles</source>
        <translation>洗牌</translation>
    </message>
    <message>
        <source>Building the woodpile: eight stacks of four</source>
        <translation>砌牌：八疊，每疊四張</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>輪到出牌</translation>
    </message>
    <message>
        <source>{0} tiles in hand</source>
        <translation>手上 {0} 張牌</translation>
    </message>
    <message>
        <source>chips collected this hand</source>
        <translation>這一手收到的籌碼</translation>
    </message>
    <message>
        <source>Tile {0}: {1} {2}</source>
        <translation>第 {0} 張牌：{1} {2}</translation>
    </message>
    <message>
        <source>in your rack</source>
        <translation>在你的牌架上</translation>
    </message>
    <message>
        <source>picked; press {0} to put it back</source>
        <translation>已選取；按 {0} 放回</translation>
    </message>
    <message>
        <source>press {0} to pick it</source>
        <translation>按 {0} 選取</translation>
    </message>
    <message>
        <source>; part of a set you can play face up</source>
        <translation>；屬於可以翻開打出的牌組</translation>
    </message>
    <message>
        <source>face-down tile</source>
        <translation>蓋著的牌</translation>
    </message>
    <message>
        <source>in the trick</source>
        <translation>在這一輪中</translation>
    </message>
    <message>
        <source>{0}: column {1}</source>
        <translation>{0}：第 {1} 墩</translation>
    </message>
    <message>
        <source>{0} face-down tiles</source>
        <translation>{0} 張蓋著的牌</translation>
    </message>
    <message>
        <source>Your tiles: {0}.</source>
        <translation>你的牌：{0}。</translation>
    </message>
    <message>
        <source>{0} face down</source>
        <translation>{0} 蓋牌</translation>
    </message>
    <message>
        <source>Trick: {0}.</source>
        <translation>這一輪：{0}。</translation>
    </message>
</context>
<context>
    <name>TienGowSettingsPage</name>
    <message>
        <source>What one point of the settlement is worth</source>
        <extracomment>The computer players&apos; seats, in playing order from yours (you sit East, seat 0).</extracomment>
        <translation>結算中每一分值多少錢</translation>
    </message>
    <message>
        <source>Point value</source>
        <translation>每分價值</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>&amp;Point value:</source>
        <translation>每分價值(&amp;P)：</translation>
    </message>
    <message>
        <source>Computer players</source>
        <translation>電腦玩家</translation>
    </message>
    <message>
        <source>&lt;b&gt;Seat&lt;/b&gt;</source>
        <translation>&lt;b&gt;座位&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Name&lt;/b&gt;</source>
        <translation>&lt;b&gt;名稱&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Level&lt;/b&gt;</source>
        <translation>&lt;b&gt;等級&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{0}:</source>
        <extracomment>each rule option&apos;s box, by the option&apos;s name (a check box, or a number for a payment or a multiplier)</extracomment>
        <translation>{0}：</translation>
    </message>
    <message>
        <source>{0}&apos;s name</source>
        <translation>{0} 的名稱</translation>
    </message>
    <message>
        <source>How well this computer player plays</source>
        <translation>這位電腦玩家的牌技</translation>
    </message>
    <message>
        <source>{0}&apos;s level</source>
        <translation>{0} 的等級</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <source>A change of the rules counts from the next hand.</source>
        <translation>規則的變更從下一手開始生效。</translation>
    </message>
    <message>
        <source>Tien Gow</source>
        <translation>天九</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
</context>
<context>
    <name>TienGowStatsDialog</name>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>副牌編號</translation>
    </message>
    <message>
        <source>Banker</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>墩數</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>淨額</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>各手牌</translation>
    </message>
    <message>
        <source>Tien Gow statistics</source>
        <translation>天九統計</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>已玩手數</translation>
    </message>
    <message>
        <source>Your tiles</source>
        <translation>你的牌</translation>
    </message>
    <message>
        <source>Tien Gow hands finished at the table</source>
        <translation>在牌桌上打完的天九手數</translation>
    </message>
    <message>
        <source>Your points and their money over every hand</source>
        <translation>你所有手的分數及對應金額</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>每手平均</translation>
    </message>
    <message>
        <source>Your average points and money per hand</source>
        <translation>你每手的平均分數和金額</translation>
    </message>
    <message>
        <source>Won as banker</source>
        <translation>做莊時贏</translation>
    </message>
    <message>
        <source>Hands you won (net above zero) while banking</source>
        <translation>你做莊時贏的手數（淨額大於零）</translation>
    </message>
    <message>
        <source>Won not banking</source>
        <translation>不做莊時贏</translation>
    </message>
    <message>
        <source>Hands you won while another seat banked</source>
        <translation>別的座位做莊時你贏的手數</translation>
    </message>
    <message>
        <source>Columns won</source>
        <translation>贏得墩數</translation>
    </message>
    <message>
        <source>Columns you took, in all and per hand</source>
        <translation>你拿到的墩數，合計及每手平均</translation>
    </message>
    <message>
        <source>Last tricks won</source>
        <translation>贏得最後一輪</translation>
    </message>
    <message>
        <source>Hands whose last trick you took</source>
        <translation>你贏得最後一輪的手數</translation>
    </message>
    <message>
        <source>Early deaths</source>
        <translation>早死</translation>
    </message>
    <message>
        <source>Times you had no column and had to put your last tile face down</source>
        <translation>你沒有墩、只好把最後一張牌蓋牌的次數</translation>
    </message>
    <message>
        <source>Gee Joon in / out</source>
        <translation>至尊 收 / 付</translation>
    </message>
    <message>
        <source>Gee Joon payments in points: received / paid</source>
        <translation>至尊付款（分數）：收到 / 付出</translation>
    </message>
    <message>
        <source>Quartets in / out</source>
        <translation>四張組 收 / 付</translation>
    </message>
    <message>
        <source>Quartet payments in points: received / paid</source>
        <translation>四張組付款（分數）：收到 / 付出</translation>
    </message>
    <message>
        <source>Hands with a hint</source>
        <translation>用過提示的手數</translation>
    </message>
    <message>
        <source>Hands in which you asked the trainer for a hint (H): assisted</source>
        <translation>你向訓練要過提示（H）的手數：算作有協助</translation>
    </message>
    <message>
        <source>Tien Gow hands</source>
        <translation>天九手牌紀錄</translation>
    </message>
    <message>
        <source>Your hands, newest first</source>
        <translation>你的各手牌，最新的在前</translation>
    </message>
    <message>
        <source>{0:,} of 1 hand</source>
        <translation>1 手中贏 {0:,} 手</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>{0:+.2f} points ({1})</source>
        <translation>{0:+.2f} 分（{1}）</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>{0:,} of {1:,} hands</source>
        <translation>{1:,} 手中贏 {0:,} 手</translation>
    </message>
    <message>
        <source>{0:,} ({1:.2f} per hand)</source>
        <translation>{0:,}（每手 {1:.2f}）</translation>
    </message>
    <message>
        <source>{0:,} / {1:,} points</source>
        <translation>{0:,} / {1:,} 分</translation>
    </message>
    <message>
        <source>No Tien Gow hands yet: play one at the table.</source>
        <translation>還沒有天九紀錄：到牌桌上玩一手吧。</translation>
    </message>
    <message>
        <source>The newest {0} of {1} hands.</source>
        <translation>共 {1} 手中最新的 {0} 手。</translation>
    </message>
    <message>
        <source>{0} hand records could not be read and are left out.</source>
        <translation>有 {0} 筆牌局紀錄無法讀取，已略過。</translation>
    </message>
</context>
<context>
    <name>TienGowTrainerWindow</name>
    <message>
        <source>Tien Gow Trainer</source>
        <extracomment>The game&apos;s key in the store.</extracomment>
        <translation>天九訓練</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation>練習(&amp;D)</translation>
    </message>
    <message>
        <source>Lead &amp;odds</source>
        <translation>領出機率(&amp;O)</translation>
    </message>
</context>
<context>
    <name>TienGowView</name>
    <message>
        <source>Tien Gow table</source>
        <translation>天九牌桌</translation>
    </message>
</context>
<context>
    <name>TienGowWindow</name>
    <message>
        <source>Press New hand (F2) to deal.</source>
        <translation>按「新一手」（F2）發牌。</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>輪到誰</translation>
    </message>
    <message>
        <source>Your picked tiles</source>
        <translation>你選取的牌</translation>
    </message>
    <message>
        <source>&amp;Play face up</source>
        <translation>翻開打出(&amp;P)</translation>
    </message>
    <message>
        <source>Play the picked tiles face up</source>
        <translation>把選取的牌翻開打出</translation>
    </message>
    <message>
        <source>&amp;Discard face down</source>
        <translation>蓋牌(&amp;D)</translation>
    </message>
    <message>
        <source>Put the picked tiles face down</source>
        <translation>把選取的牌蓋下</translation>
    </message>
    <message>
        <source>Sets you can play face up:</source>
        <translation>你可以翻開打出的牌組：</translation>
    </message>
    <message>
        <source>Sets you can play face up</source>
        <extracomment>its lines and their tiles</extracomment>
        <translation>你可以翻開打出的牌組</translation>
    </message>
    <message>
        <source>Click a set to pick its tiles; double-click it to play it.</source>
        <translation>按一下一組牌即選取它的牌；按兩下即打出。</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>上一手</translation>
    </message>
    <message>
        <source>Settle&amp;ment…</source>
        <translation>結算(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;New hand</source>
        <translation>新一手(&amp;N)</translation>
    </message>
    <message>
        <source>What happened at the table</source>
        <translation>牌桌上發生的事</translation>
    </message>
    <message>
        <source>At the table:</source>
        <translation>牌桌上：</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>現在該做什麼</translation>
    </message>
    <message>
        <source>Trainer</source>
        <translation>訓練</translation>
    </message>
    <message>
        <source>Deal the same tiles again</source>
        <translation>再發一次同樣的牌</translation>
    </message>
    <message>
        <source>Weigh each of your plays and flag a clearly worse one, with why</source>
        <translation>衡量你的每一步，標出明顯較差的一步並說明原因</translation>
    </message>
    <message>
        <source>&amp;Drill and lead odds…</source>
        <translation>練習與出牌機率(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Clear the pick</source>
        <translation>清除選取(&amp;C)</translation>
    </message>
    <message>
        <source>Put your picked tiles back</source>
        <translation>放回你選取的牌</translation>
    </message>
    <message>
        <source>Play the picked &amp;tiles</source>
        <translation>打出選好的牌(&amp;T)</translation>
    </message>
    <message>
        <source>Play the picked tiles face up, or face down when they cannot beat</source>
        <translation>把選好的牌正面打出；壓不過時就蓋牌</translation>
    </message>
    <message>
        <source>Pick the tile at the c&amp;ursor</source>
        <translation>選取游標所在的牌(&amp;U)</translation>
    </message>
    <message>
        <source>Pick or put back the tile the arrow keys are on</source>
        <translation>選取或放回方向鍵所在的牌</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>The move the trainer would make now, with why (the hand counts as assisted)</source>
        <translation>訓練現在會怎麼出，並說明原因（這一手算作有協助）</translation>
    </message>
    <message>
        <source>&amp;Lead odds of this hand…</source>
        <translation>這手牌的領出機率(&amp;L)…</translation>
    </message>
    <message>
        <source>Every lead of your tiles now, with the tiles seen so far</source>
        <translation>你現在手上每一種領出的機率，計入目前已見的牌</translation>
    </message>
    <message>
        <source>Pick tile {0}</source>
        <translation>選取第 {0} 張牌</translation>
    </message>
    <message>
        <source>Pick or put back your tile {0}</source>
        <translation>選取或放回你的第 {0} 張牌</translation>
    </message>
    <message>
        <source>&amp;Guided hand</source>
        <translation>引導這一手(&amp;G)</translation>
    </message>
    <message>
        <source>Say what to do at each step of the hand, for a first hand</source>
        <translation>在這一手的每一步說明該怎麼做，適合第一次玩</translation>
    </message>
    <message>
        <source>&amp;Names and levels…</source>
        <translation>名稱和等級(&amp;N)…</translation>
    </message>
    <message>
        <source>Each computer player&apos;s name and level</source>
        <translation>每位電腦玩家的名稱和等級</translation>
    </message>
    <message>
        <source>&amp;Expert (searches deeper, slower)</source>
        <translation>專家(&amp;E)（算得更深，較慢）</translation>
    </message>
    <message>
        <source>A hint is for your turn.</source>
        <translation>輪到你出牌時才有提示。</translation>
    </message>
    <message>
        <source>Rules of Tien Gow</source>
        <translation>天九規則</translation>
    </message>
    <message>
        <source>Welcome to Tien Gow</source>
        <translation>歡迎來玩天九</translation>
    </message>
    <message>
        <source>&lt;b&gt;A hand.&lt;/b&gt; Four players, eight tiles each; press &lt;b&gt;New hand&lt;/b&gt; (F2). The leader plays a single tile, a pair or a set face up. Each player in turn beats it with a higher play of the same kind, or puts as many tiles face down. The highest play takes the trick, its tiles become columns in front of the winner, and the winner leads next.</source>
        <translation>&lt;b&gt;一手。&lt;/b&gt;四位玩家，每人八張牌；按&lt;b&gt;新一手&lt;/b&gt;（F2）。領牌者翻開打出一張、一對或一組。其他玩家依序用同類更大的牌壓過，或蓋下同樣張數的牌。最大的牌贏得這一墩，牌疊成贏家面前的「牌柱」，由贏家接著領牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who wins.&lt;/b&gt; Whoever takes the last trick wins the hand and banks the next. Each other player pays the winner four points less their columns (five with no column at all); payments with the banker count double. Set the value of a point in Game › Point value.</source>
        <translation>&lt;b&gt;輸贏。&lt;/b&gt;贏得最後一墩的人贏這一手，並做下一手的莊。其他每位玩家付給贏家四分減去自己的牌柱數（一柱都沒有付五分）；和莊家之間的付款加倍。每分的價值在「遊戲 › 每分價值」設定。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keys.&lt;/b&gt; 1–8 pick a tile, P plays the picked tiles face up, D puts them face down, C clears the pick, Esc skips the animation, F2 new hand, F1 the rules. This page is under Help › Welcome.</source>
        <translation>&lt;b&gt;按鍵。&lt;/b&gt;1–8 選牌，P 翻開打出選取的牌，D 蓋牌，C 清除選取，Esc 略過動畫，F2 新一手，F1 規則。本頁在「說明 › 歡迎」。</translation>
    </message>
    <message>
        <source>Drills and the odds of every lead</source>
        <translation>練習題與每種出牌的機率</translation>
    </message>
    <message>
        <source>Point &amp;value</source>
        <translation>每分價值(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Basic (plays by rules of thumb)</source>
        <translation>基本(&amp;B)（憑經驗法則出牌）</translation>
    </message>
    <message>
        <source>&amp;Strong (plays out the unseen tiles)</source>
        <translation>強(&amp;S)（推演未見的牌）</translation>
    </message>
    <message>
        <source>Computer &amp;players</source>
        <translation>電腦玩家(&amp;P)</translation>
    </message>
    <message>
        <source>Deal #{0} again: practice, no money · banker {1} ×{2}</source>
        <translation>再發第 {0} 副牌：練習，不計輸贏 · 莊家 {1} ×{2}</translation>
    </message>
    <message>
        <source>Deal #{0} · banker {1} ×{2}</source>
        <translation>第 {0} 副牌 · 莊家 {1} ×{2}</translation>
    </message>
    <message>
        <source>Last hand: {0} ({1}).</source>
        <translation>上一手：{0}（{1}）。</translation>
    </message>
    <message>
        <source>Bankroll {0} · a point is {1}</source>
        <translation>資金 {0} · 每分 {1}</translation>
    </message>
    <message>
        <source>No hand dealt yet.</source>
        <translation>還沒有發牌。</translation>
    </message>
    <message>
        <source>Tien Gow</source>
        <extracomment>the last hand&apos;s settlement table, once opened the computer players&apos; dialog, once opened the trainer weighs your plays (Trainer, Ctrl+T)</extracomment>
        <translation>天九</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>發牌中…</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>輪到你了。</translation>
    </message>
    <message>
        <source>The computer players are playing.</source>
        <translation>電腦玩家正在出牌。</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>這一手已結束。</translation>
    </message>
    <message>
        <source>only face down</source>
        <translation>只能蓋牌</translation>
    </message>
    <message>
        <source>Picked: {0} ({1})</source>
        <translation>已選取：{0}（{1}）</translation>
    </message>
    <message>
        <source>Picked: {0}</source>
        <translation>已選取：{0}</translation>
    </message>
    <message>
        <source>None this turn: pick tiles to discard face down.</source>
        <translation>這一輪沒有可翻開打出的牌組：選牌蓋牌打出。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Learning.&lt;/b&gt; Trainer › Guided hand says what to do at each step of a first hand. The trainer (Ctrl+T) weighs each of your plays and flags one clearly worse than the best, with why; H gives a hint before you play; Trainer › Drill and lead odds (Ctrl+Shift+D) practises leads and follows. Help › Rules draws every tile, pair and set, with a worked trick and a worked settlement.</source>
        <translation>&lt;b&gt;學習。&lt;/b&gt;「訓練 › 引導這一手」會在第一手的每一步說明該怎麼做。訓練器（Ctrl+T）衡量你的每一步，標出明顯比最佳差的一步並說明原因；按 H 可在出牌前得到提示；「訓練 › 練習與出牌機率」（Ctrl+Shift+D）練習領牌和跟牌。「說明 › 規則」畫出每張牌、每對和每組，並有一輪和一次結算的實例。</translation>
    </message>
    <message>
        <source>Setting not changed: {0}</source>
        <translation>設定未變更：{0}</translation>
    </message>
</context>
<context>
    <name>TrainerDock</name>
    <message>
        <source>Trainer</source>
        <extracomment>something to say in the status line (a weak setting, a failed save) the TableVerdict on the setting just confirmed a setting judged here went into the trainer&apos;s record: its number there, the tiles and whether it was set well (the trainer&apos;s drill takes the hands set weakly)</extracomment>
        <translation>訓練</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <extracomment>keep the figures hidden until the player confirms the setting confirmed this round the strategy card the trainer grades by: its length and whether it is standalone the card&apos;s tables are being built (the trainer was shown) confirmed settings go into the trainer&apos;s record (not those the house way made for a player who left mid-round) waits off the GUI thread for the card&apos;s tables when Confirm comes before them the verdict on this round&apos;s setting (words, good, tooltip), shown once the panel is (a hidden panel is not rewritten every round for nobody) where the window put it (fit_room) below: the most height the felt spares it</extracomment>
        <translation>發牌中…</translation>
    </message>
    <message>
        <source>Line {0} of the card: {1}</source>
        <translation>策略卡第 {0} 行：{1}</translation>
    </message>
    <message>
        <source>The trainer&apos;s record could not be saved: {0}</source>
        <translation>無法儲存訓練紀錄：{0}</translation>
    </message>
</context>
<context>
    <name>TrainerPanel</name>
    <message>
        <source>Low hand</source>
        <extracomment>The columns&apos; headings; &quot;win&quot;, &quot;push&quot; and &quot;loss&quot; are said as every game&apos;s results are.</extracomment>
        <translation>小牌</translation>
    </message>
    <message>
        <source>High hand</source>
        <translation>大牌</translation>
    </message>
    <message>
        <source>EV per 100</source>
        <translation>期望值/100</translation>
    </message>
    <message>
        <source>What the setting wins or loses on average for every 100 units bet, commission paid: +10.00 comes out 10 ahead per 100 bet in the long run. Higher is better.</source>
        <extracomment>Every kind of two-tile hand (a pair of a kind too), to measure the widest name. The column that gives way first where the table is narrow. The win, push and loss columns, and which of them give way, in turn, on a narrow table. The notes column (&quot;★ best, house way (rule 0: …)&quot;) is never narrower than this many of the font&apos;s average characters: squeezed, it wrapped a Chinese note one character a line. the hands&apos; names given way: the tiles alone, names in the tooltip each row&apos;s hands&apos; names, to put back the tooltip besides the words (the strategy card&apos;s line) its lines laid out again (compact, the height it needs may change) The settings in the table&apos;s row order: the best first, then by EV (ties as analysed). under the felt: a line for the heading or the verdict, rows close the most height the panel may take (compact) right of the felt: the verdict grows with its words</extracomment>
        <translation>這種擺法平均每下注 100 單位會贏或輸多少（已扣佣金）：+10.00 表示長期下來每下注 100 淨贏 10。越高越好。</translation>
    </message>
    <message>
        <source>Every way to set your tiles</source>
        <translation>你的牌的每一種擺法</translation>
    </message>
    <message>
        <source>Verdict on your setting</source>
        <translation>對你擺法的評語</translation>
    </message>
    <message>
        <source>The trainer shows every way to set your tiles once they are dealt.</source>
        <translation>發牌後，訓練會列出你的牌的每一種擺法。</translation>
    </message>
    <message>
        <source>Quiz me: set your hand and confirm; the numbers appear then.</source>
        <translation>考考我：擺好牌並確認後，才會顯示數字。</translation>
    </message>
    <message>
        <source>Every way to set your tiles, banking against a house-way player: exact shares of the {0} possible hands, EV in units per 100 bet (commission {1}).</source>
        <translation>你的牌的每一種擺法，做莊對抗按莊家規則擺牌的閒家：{0} 種可能牌組的精確比例，期望值以每下注 100 的單位計（佣金 {1}）。</translation>
    </message>
    <message>
        <source>Every way to set your tiles, against the house-way banker: exact shares of the {0} possible hands, EV in units per 100 bet (commission {1}).</source>
        <translation>你的牌的每一種擺法，對抗按莊家規則擺牌的莊家：{0} 種可能牌組的精確比例，期望值以每下注 100 的單位計（佣金 {1}）。</translation>
    </message>
    <message>
        <source>★ best</source>
        <translation>★ 最佳</translation>
    </message>
    <message>
        <source>house way ({0})</source>
        <translation>莊家規則（{0}）</translation>
    </message>
    <message>
        <source>◀ yours</source>
        <translation>◀ 你的</translation>
    </message>
    <message>
        <source>{0} ({1}) low, {2} ({3}) high: wins {4}, pushes {5}, loses {6} of {7}</source>
        <translation>{0}（{1}）小牌，{2}（{3}）大牌：在 {7} 種中贏 {4}、和 {5}、輸 {6}</translation>
    </message>
</context>
<context>
    <name>TrainerWindow</name>
    <message>
        <source>Mixed</source>
        <extracomment>The quiz kinds offered, with the generator of each.</extracomment>
        <translation>綜合</translation>
    </message>
    <message>
        <source>Tile names</source>
        <translation>牌名</translation>
    </message>
    <message>
        <source>Which pair ranks higher</source>
        <translation>哪一對比較大</translation>
    </message>
    <message>
        <source>Which hand wins</source>
        <translation>哪一手會贏</translation>
    </message>
    <message>
        <source>All time</source>
        <extracomment>The progress tab&apos;s periods: label and days (None: everything).</extracomment>
        <translation>全部時間</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <source>Last 90 days</source>
        <translation>最近 90 天</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>牌型</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>已作答</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>正確率</translation>
    </message>
    <message>
        <source>EV given up per 100 hands</source>
        <translation>每 100 手損失的期望值</translation>
    </message>
    <message>
        <source>Due now</source>
        <translation>待複習</translation>
    </message>
    <message>
        <source>In the drill</source>
        <translation>練習中</translation>
    </message>
    <message>
        <source>Pai Gow Tiles Trainer</source>
        <extracomment>The table&apos;s latest answers the drill takes in when it opens (a first drill takes the hands set weakly among the player&apos;s last this many table answers). The size the window asks for at its first showing, inside the screen&apos;s free area.</extracomment>
        <translation>牌九訓練</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation>練習(&amp;D)</translation>
    </message>
    <message>
        <source>C&amp;ategories</source>
        <translation>類別(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Quiz</source>
        <translation>測驗(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Progress</source>
        <translation>進度(&amp;P)</translation>
    </message>
    <message>
        <source>Ca&amp;lculator</source>
        <translation>計算機(&amp;L)</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>說明</translation>
    </message>
    <message>
        <source>Trainer — Help</source>
        <translation>訓練 — 說明</translation>
    </message>
</context>
<context>
    <name>TrainerWindowBase</name>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>{0} A new drill was started.</source>
        <translation>{0}已開始新的練習。</translation>
    </message>
    <message>
        <source>The saved drill could not be read ({0}); a new one was started.</source>
        <translation>無法讀取已儲存的練習（{0}）；已開始新的練習。</translation>
    </message>
    <message>
        <source>The drill could not be saved: {0}</source>
        <translation>無法儲存練習：{0}</translation>
    </message>
    <message>
        <source>The answer could not be saved: {0}</source>
        <translation>無法儲存作答：{0}</translation>
    </message>
</context>
<context>
    <name>TrickAdvice</name>
    <message>
        <source>{0} face up</source>
        <translation>{0} 翻開打出</translation>
    </message>
    <message>
        <source>{0} face down</source>
        <translation>{0} 蓋牌</translation>
    </message>
    <message>
        <source>You gave up the last trick: {0} would have won it, and the hand.</source>
        <translation>你放棄了最後一輪：{0} 本可以贏得這一輪，也贏得這一手。</translation>
    </message>
    <message>
        <source>You have no column: without this trick, early death forces your last tile face down. {0} could have won it.</source>
        <translation>你沒有墩：沒贏這一輪，早死會迫使你最後一張牌蓋牌。{0} 本可以贏得這一輪。</translation>
    </message>
    <message>
        <source>You broke up {0}, a set no unseen tiles can beat: a sure trick.</source>
        <translation>你拆散了 {0}，這組牌是未見的牌贏不了的：穩贏的一輪。</translation>
    </message>
    <message>
        <source>You played face down, but {0} could beat this trick.</source>
        <translation>你蓋牌了，但 {0} 能壓過這一輪。</translation>
    </message>
    <message>
        <source>Your set can still be beaten; {0} cannot be.</source>
        <translation>你的牌組仍可能被贏；{0} 則不會。</translation>
    </message>
    <message>
        <source>You put down {0}, a tile worth more kept than {1}.</source>
        <translation>你蓋下了 {0}，這張牌比 {1} 更值得留著。</translation>
    </message>
    <message>
        <source>You spent {0}, stronger than this trick needed.</source>
        <translation>你用掉了 {0}，比這一輪需要的更強。</translation>
    </message>
    <message>
        <source>{0} was worth {1} points more on average.</source>
        <translation>{0} 平均多得 {1} 分。</translation>
    </message>
    <message>
        <source>You led {0}, a sure winner, too early: it takes a trick whenever you lead it, so it is worth more kept for a trick that counts (the last trick wins the hand). Lead {1} first.</source>
        <translation>你太早領出必勝的 {0}：它什麼時候領出都能贏一輪，所以留到關鍵的一輪更值錢（贏最後一輪就贏這一手）。先領出 {1}。</translation>
    </message>
    <message>
        <source>You spent {0} on a lead where {1}, fewer tiles, does the job: the bigger set is worth more kept, to take a trick of more columns later.</source>
        <translation>你用 {0} 領出，其實張數較少的 {1} 就夠了：較大的牌組留著更值錢，之後可以贏下墩數更多的一輪。</translation>
    </message>
    <message>
        <source>Lead {0} to give the lead away cheaply: it is beaten {1} of the time (yours {2}), and your stronger tiles stay for the tricks that count.</source>
        <translation>領出 {0}，便宜地把領出權讓出去：它被壓過的機率是 {1}（你的是 {2}），你較強的牌就留給關鍵的幾輪。</translation>
    </message>
    <message>
        <source>{0} keeps the lead more often: it is beaten {1} of the time, your lead {2}.</source>
        <translation>{0} 更常保住領出權：它被壓過的機率是 {1}，你領出的牌是 {2}。</translation>
    </message>
    <message>
        <source>This trick was not worth {0}: put {1} face down and keep it for a later trick, where it counts more (the last trick wins the hand).</source>
        <translation>這一輪不值得用 {0}：把 {1} 蓋下，留著它打後面更重要的一輪（贏最後一輪就贏這一手）。</translation>
    </message>
    <message>
        <source>You put down {0}, a set that can still take a trick: put down {1} instead.</source>
        <translation>你蓋下了 {0}，這組牌還能贏一輪：應該改蓋 {1}。</translation>
    </message>
    <message>
        <source>You put down {0}: keep it and put down {1}; with the tiles you keep you take more of the tricks to come, and the last one wins the hand.</source>
        <translation>你蓋下了 {0}：應該留著它，改蓋 {1}；留下的牌能贏後面更多輪，而贏最後一輪就贏這一手。</translation>
    </message>
    <message>
        <source>Beat with {0}: the unseen tiles can form {1} sets that beat it, {2} that beat yours.</source>
        <translation>用 {0} 壓：未見的牌能組成 {1} 組壓過它的牌，卻有 {2} 組能壓過你的。</translation>
    </message>
    <message>
        <source>{0} does this trick&apos;s job as well and keeps {1}, worth more for the tricks to come.</source>
        <translation>{0} 在這一輪一樣管用，還能留下 {1}，對後面幾輪更有價值。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; {0} ({1:+.1f} pts, exact: counted over every way the other tiles can lie).</source>
        <translation>&lt;b&gt;提示：&lt;/b&gt;{0}（{1:+.1f} 分，精確：已算遍其他牌的每一種分布）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hint:&lt;/b&gt; {0} ({1:+.1f} pts on average).</source>
        <translation>&lt;b&gt;提示：&lt;/b&gt;{0}（平均 {1:+.1f} 分）。</translation>
    </message>
    <message>
        <source>It is the only move you can make.</source>
        <translation>這是你唯一能走的一步。</translation>
    </message>
    <message>
        <source>Next best: {0}, {1:.1f} pts less.</source>
        <translation>次佳：{0}，少 {1:.1f} 分。</translation>
    </message>
    <message>
        <source>Of {0} the trainer would say: {1}</source>
        <translation>對於 {0}，訓練會說：{1}</translation>
    </message>
    <message>
        <source>&lt;i&gt;Its tiles are picked: Enter plays them. This hand counts as assisted.&lt;/i&gt;</source>
        <translation>&lt;i&gt;它的牌已替你選好：按 Enter 打出。這一手算作有協助。&lt;/i&gt;</translation>
    </message>
</context>
<context>
    <name>Unexpected</name>
    <message>
        <source>{0}: something went wrong</source>
        <translation>{0}：發生錯誤</translation>
    </message>
    <message>
        <source>Something went wrong in the program: {0}</source>
        <translation>程式發生錯誤：{0}</translation>
    </message>
    <message>
        <source>The details are kept in {0}; please send them with a report of the problem.</source>
        <translation>詳細資料已保存在 {0}；回報問題時請一併附上。</translation>
    </message>
    <message>
        <source>The details are below (they could not be saved to the data folder).</source>
        <translation>詳細資料如下（無法保存到資料夾）。</translation>
    </message>
    <message>
        <source>This session is kept in memory only, as you were told. If the table no longer does what it should, close the program and start it again.</source>
        <translation>這次只保存在記憶體中，先前已告訴過你。如果牌桌不再正常運作，請關閉程式再重新啟動。</translation>
    </message>
    <message>
        <source>Your bankroll and history are safe: every round is written to the data folder as it is dealt and as it is settled. If the table no longer does what it should, close the program and start it again.</source>
        <translation>你的資金和紀錄都很安全：每一局在發牌和結算時都會寫入資料夾。如果牌桌不再正常運作，請關閉程式再重新啟動。</translation>
    </message>
</context>
<context>
    <name>Verdict</name>
    <message>
        <source>Weak setting: gives up {0} units per 100 bet. Best: {1}.</source>
        <extracomment>one line for the status bar the same, with emphasis, for the panel what the strategy card says of the same setting, when graded by it the card&apos;s sentence, for the status line (the panel&apos;s ``html`` holds it too)</extracomment>
        <translation>擺法欠佳：每下注 100 損失 {0} 單位。最佳擺法：{1}。</translation>
    </message>
    <message>
        <source>Well set: better than the house way.</source>
        <translation>擺得好：比莊家規則更好。</translation>
    </message>
    <message>
        <source>Well set.</source>
        <translation>擺得好。</translation>
    </message>
    <message>
        <source>Well set: within {0} per 100 of the best.</source>
        <translation>擺得好：每 100 與最佳擺法相差不到 {0}。</translation>
    </message>
    <message>
        <source>The card is a summary for the table and gets a few hands wrong; this is one of them: learn its best play.</source>
        <translation>策略卡是方便牌桌上用的摘要，少數牌型會擺錯，這手就是其中之一：請記住它的最佳擺法。</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>Welcome to {0}</source>
        <translation>歡迎使用{0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;A round.&lt;/b&gt; Choose your bet (the chip buttons add to it) and press &lt;b&gt;New round&lt;/b&gt; (F2). The dealer washes the tiles, builds the woodpile and rolls three dice to say who is dealt first. Set your four tiles as a low hand and a high hand: drag them, or press 1–4 and Space. Press &lt;b&gt;Confirm setting&lt;/b&gt; (Enter); the high hand may not be lower than the low hand.</source>
        <translation>&lt;b&gt;一局。&lt;/b&gt;選好注碼（籌碼按鈕會加到注碼上），按&lt;b&gt;新一局&lt;/b&gt;（F2）。荷官洗牌、砌牌，擲三顆骰子決定從誰開始發牌。把你的四張牌擺成小牌和大牌：拖曳牌，或按 1–4 再按空白鍵。按&lt;b&gt;確認擺法&lt;/b&gt;（Enter）；大牌不可小於小牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Who wins.&lt;/b&gt; Both your hands beat the banker&apos;s: you win, less the commission. Both lose: you lose. One each: a push, your bet comes back. A copy (the same hand on both sides) goes to the banker. &lt;b&gt;Set by the house way&lt;/b&gt; (H) sets your tiles as the dealer would.</source>
        <translation>&lt;b&gt;輸贏。&lt;/b&gt;兩手都勝過莊家：你贏，扣除佣金。兩手都輸：你輸。一勝一負：和局，退回注碼。雙方相同的牌（同點）歸莊家。&lt;b&gt;按莊家規則擺牌&lt;/b&gt;（H）會照荷官的方式替你擺牌。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Learning.&lt;/b&gt; The trainer (Ctrl+T) shows the exact value of every way to set your hand and says at once when a setting is weak; Trainer › Drill, quizzes and progress practises the hands you get wrong, at the table too, and Trainer › Strategy card gives a short strategy to remember.</source>
        <translation>&lt;b&gt;學習。&lt;/b&gt;訓練器（Ctrl+T）列出每種擺法的精確期望值，擺法較差時立即提醒；「訓練 › 練習、測驗與進度」反覆練你常擺錯的牌（牌桌上擺錯的也算），「訓練 › 策略卡」提供一份容易記住的簡短策略。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keys.&lt;/b&gt; 1–4 pick a tile, Space moves it, Enter confirms, H house way, Ctrl+Z undo, Esc or a click on the felt skips the animation, F2 new round, F1 the rules. This page is under Help › Welcome.</source>
        <translation>&lt;b&gt;按鍵。&lt;/b&gt;1–4 選牌，空白鍵移動，Enter 確認，H 莊家規則，Ctrl+Z 復原，Esc 或點一下桌面略過動畫，F2 新一局，F1 規則。本頁在「說明 › 歡迎」。</translation>
    </message>
</context>
</TS>
