package com.droidforge.memory

import android.os.Bundle
import android.widget.Button
import android.widget.TextView

/** The "Memory" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var statusText: TextView
    private lateinit var card0: Button
    private lateinit var card1: Button
    private lateinit var card2: Button
    private lateinit var card3: Button
    private lateinit var card4: Button
    private lateinit var card5: Button
    private lateinit var card6: Button
    private lateinit var card7: Button
    private lateinit var card8: Button
    private lateinit var card9: Button
    private lateinit var card10: Button
    private lateinit var card11: Button
    private lateinit var movesText: TextView
    private lateinit var newGameButton: Button

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        statusText = findViewById(R.id.status_text) as TextView
        card0 = findViewById(R.id.card_0) as Button
        card0.setOnClickListener { onCard0Click() }
        card1 = findViewById(R.id.card_1) as Button
        card1.setOnClickListener { onCard1Click() }
        card2 = findViewById(R.id.card_2) as Button
        card2.setOnClickListener { onCard2Click() }
        card3 = findViewById(R.id.card_3) as Button
        card3.setOnClickListener { onCard3Click() }
        card4 = findViewById(R.id.card_4) as Button
        card4.setOnClickListener { onCard4Click() }
        card5 = findViewById(R.id.card_5) as Button
        card5.setOnClickListener { onCard5Click() }
        card6 = findViewById(R.id.card_6) as Button
        card6.setOnClickListener { onCard6Click() }
        card7 = findViewById(R.id.card_7) as Button
        card7.setOnClickListener { onCard7Click() }
        card8 = findViewById(R.id.card_8) as Button
        card8.setOnClickListener { onCard8Click() }
        card9 = findViewById(R.id.card_9) as Button
        card9.setOnClickListener { onCard9Click() }
        card10 = findViewById(R.id.card_10) as Button
        card10.setOnClickListener { onCard10Click() }
        card11 = findViewById(R.id.card_11) as Button
        card11.setOnClickListener { onCard11Click() }
        movesText = findViewById(R.id.moves_text) as TextView
        newGameButton = findViewById(R.id.new_game_button) as Button
        newGameButton.setOnClickListener { onNewGameButtonClick() }
    }

    override fun render() {
        statusText.text = ((if ((AppState.pairs == 6.0)) "You found all pairs!" else "Find the pairs"))
        card0.text = ((if ((AppState.r0 || AppState.m0)) AppState.v0 else "❓"))
        card1.text = ((if ((AppState.r1 || AppState.m1)) AppState.v1 else "❓"))
        card2.text = ((if ((AppState.r2 || AppState.m2)) AppState.v2 else "❓"))
        card3.text = ((if ((AppState.r3 || AppState.m3)) AppState.v3 else "❓"))
        card4.text = ((if ((AppState.r4 || AppState.m4)) AppState.v4 else "❓"))
        card5.text = ((if ((AppState.r5 || AppState.m5)) AppState.v5 else "❓"))
        card6.text = ((if ((AppState.r6 || AppState.m6)) AppState.v6 else "❓"))
        card7.text = ((if ((AppState.r7 || AppState.m7)) AppState.v7 else "❓"))
        card8.text = ((if ((AppState.r8 || AppState.m8)) AppState.v8 else "❓"))
        card9.text = ((if ((AppState.r9 || AppState.m9)) AppState.v9 else "❓"))
        card10.text = ((if ((AppState.r10 || AppState.m10)) AppState.v10 else "❓"))
        card11.text = ((if ((AppState.r11 || AppState.m11)) AppState.v11 else "❓"))
        movesText.text = "Moves: " + Expr.str(AppState.moves) + " · Pairs: " + Expr.str(AppState.pairs) + " / 6"
    }

    private fun onCard0Click() {
        if (AppState.second >= 0.0) {
            AppState.r0 = AppState.m0
            AppState.r1 = AppState.m1
            AppState.r2 = AppState.m2
            AppState.r3 = AppState.m3
            AppState.r4 = AppState.m4
            AppState.r5 = AppState.m5
            AppState.r6 = AppState.m6
            AppState.r7 = AppState.m7
            AppState.r8 = AppState.m8
            AppState.r9 = AppState.m9
            AppState.r10 = AppState.m10
            AppState.r11 = AppState.m11
            AppState.first = -1.0
            AppState.second = -1.0
        }
        if (!AppState.r0 && !AppState.m0) {
            AppState.r0 = true
            if (AppState.first < 0.0) {
                AppState.first = 0.0
            } else {
                AppState.second = 0.0
                AppState.moves += 1.0
                if ((if ((AppState.first == 0.0)) AppState.v0 else (if ((AppState.first == 1.0)) AppState.v1 else (if ((AppState.first == 2.0)) AppState.v2 else (if ((AppState.first == 3.0)) AppState.v3 else (if ((AppState.first == 4.0)) AppState.v4 else (if ((AppState.first == 5.0)) AppState.v5 else (if ((AppState.first == 6.0)) AppState.v6 else (if ((AppState.first == 7.0)) AppState.v7 else (if ((AppState.first == 8.0)) AppState.v8 else (if ((AppState.first == 9.0)) AppState.v9 else (if ((AppState.first == 10.0)) AppState.v10 else AppState.v11))))))))))) == AppState.v0) {
                    AppState.m0 = true
                    if (AppState.first == 0.0) {
                        AppState.m0 = true
                    }
                    if (AppState.first == 1.0) {
                        AppState.m1 = true
                    }
                    if (AppState.first == 2.0) {
                        AppState.m2 = true
                    }
                    if (AppState.first == 3.0) {
                        AppState.m3 = true
                    }
                    if (AppState.first == 4.0) {
                        AppState.m4 = true
                    }
                    if (AppState.first == 5.0) {
                        AppState.m5 = true
                    }
                    if (AppState.first == 6.0) {
                        AppState.m6 = true
                    }
                    if (AppState.first == 7.0) {
                        AppState.m7 = true
                    }
                    if (AppState.first == 8.0) {
                        AppState.m8 = true
                    }
                    if (AppState.first == 9.0) {
                        AppState.m9 = true
                    }
                    if (AppState.first == 10.0) {
                        AppState.m10 = true
                    }
                    if (AppState.first == 11.0) {
                        AppState.m11 = true
                    }
                    AppState.pairs += 1.0
                    AppState.first = -1.0
                    AppState.second = -1.0
                    if (AppState.pairs == 6.0) {
                        toast("All pairs found in " + Expr.str(AppState.moves) + " moves!")
                    }
                }
            }
        }
        stateChanged()
    }

    private fun onCard1Click() {
        if (AppState.second >= 0.0) {
            AppState.r0 = AppState.m0
            AppState.r1 = AppState.m1
            AppState.r2 = AppState.m2
            AppState.r3 = AppState.m3
            AppState.r4 = AppState.m4
            AppState.r5 = AppState.m5
            AppState.r6 = AppState.m6
            AppState.r7 = AppState.m7
            AppState.r8 = AppState.m8
            AppState.r9 = AppState.m9
            AppState.r10 = AppState.m10
            AppState.r11 = AppState.m11
            AppState.first = -1.0
            AppState.second = -1.0
        }
        if (!AppState.r1 && !AppState.m1) {
            AppState.r1 = true
            if (AppState.first < 0.0) {
                AppState.first = 1.0
            } else {
                AppState.second = 1.0
                AppState.moves += 1.0
                if ((if ((AppState.first == 0.0)) AppState.v0 else (if ((AppState.first == 1.0)) AppState.v1 else (if ((AppState.first == 2.0)) AppState.v2 else (if ((AppState.first == 3.0)) AppState.v3 else (if ((AppState.first == 4.0)) AppState.v4 else (if ((AppState.first == 5.0)) AppState.v5 else (if ((AppState.first == 6.0)) AppState.v6 else (if ((AppState.first == 7.0)) AppState.v7 else (if ((AppState.first == 8.0)) AppState.v8 else (if ((AppState.first == 9.0)) AppState.v9 else (if ((AppState.first == 10.0)) AppState.v10 else AppState.v11))))))))))) == AppState.v1) {
                    AppState.m1 = true
                    if (AppState.first == 0.0) {
                        AppState.m0 = true
                    }
                    if (AppState.first == 1.0) {
                        AppState.m1 = true
                    }
                    if (AppState.first == 2.0) {
                        AppState.m2 = true
                    }
                    if (AppState.first == 3.0) {
                        AppState.m3 = true
                    }
                    if (AppState.first == 4.0) {
                        AppState.m4 = true
                    }
                    if (AppState.first == 5.0) {
                        AppState.m5 = true
                    }
                    if (AppState.first == 6.0) {
                        AppState.m6 = true
                    }
                    if (AppState.first == 7.0) {
                        AppState.m7 = true
                    }
                    if (AppState.first == 8.0) {
                        AppState.m8 = true
                    }
                    if (AppState.first == 9.0) {
                        AppState.m9 = true
                    }
                    if (AppState.first == 10.0) {
                        AppState.m10 = true
                    }
                    if (AppState.first == 11.0) {
                        AppState.m11 = true
                    }
                    AppState.pairs += 1.0
                    AppState.first = -1.0
                    AppState.second = -1.0
                    if (AppState.pairs == 6.0) {
                        toast("All pairs found in " + Expr.str(AppState.moves) + " moves!")
                    }
                }
            }
        }
        stateChanged()
    }

    private fun onCard2Click() {
        if (AppState.second >= 0.0) {
            AppState.r0 = AppState.m0
            AppState.r1 = AppState.m1
            AppState.r2 = AppState.m2
            AppState.r3 = AppState.m3
            AppState.r4 = AppState.m4
            AppState.r5 = AppState.m5
            AppState.r6 = AppState.m6
            AppState.r7 = AppState.m7
            AppState.r8 = AppState.m8
            AppState.r9 = AppState.m9
            AppState.r10 = AppState.m10
            AppState.r11 = AppState.m11
            AppState.first = -1.0
            AppState.second = -1.0
        }
        if (!AppState.r2 && !AppState.m2) {
            AppState.r2 = true
            if (AppState.first < 0.0) {
                AppState.first = 2.0
            } else {
                AppState.second = 2.0
                AppState.moves += 1.0
                if ((if ((AppState.first == 0.0)) AppState.v0 else (if ((AppState.first == 1.0)) AppState.v1 else (if ((AppState.first == 2.0)) AppState.v2 else (if ((AppState.first == 3.0)) AppState.v3 else (if ((AppState.first == 4.0)) AppState.v4 else (if ((AppState.first == 5.0)) AppState.v5 else (if ((AppState.first == 6.0)) AppState.v6 else (if ((AppState.first == 7.0)) AppState.v7 else (if ((AppState.first == 8.0)) AppState.v8 else (if ((AppState.first == 9.0)) AppState.v9 else (if ((AppState.first == 10.0)) AppState.v10 else AppState.v11))))))))))) == AppState.v2) {
                    AppState.m2 = true
                    if (AppState.first == 0.0) {
                        AppState.m0 = true
                    }
                    if (AppState.first == 1.0) {
                        AppState.m1 = true
                    }
                    if (AppState.first == 2.0) {
                        AppState.m2 = true
                    }
                    if (AppState.first == 3.0) {
                        AppState.m3 = true
                    }
                    if (AppState.first == 4.0) {
                        AppState.m4 = true
                    }
                    if (AppState.first == 5.0) {
                        AppState.m5 = true
                    }
                    if (AppState.first == 6.0) {
                        AppState.m6 = true
                    }
                    if (AppState.first == 7.0) {
                        AppState.m7 = true
                    }
                    if (AppState.first == 8.0) {
                        AppState.m8 = true
                    }
                    if (AppState.first == 9.0) {
                        AppState.m9 = true
                    }
                    if (AppState.first == 10.0) {
                        AppState.m10 = true
                    }
                    if (AppState.first == 11.0) {
                        AppState.m11 = true
                    }
                    AppState.pairs += 1.0
                    AppState.first = -1.0
                    AppState.second = -1.0
                    if (AppState.pairs == 6.0) {
                        toast("All pairs found in " + Expr.str(AppState.moves) + " moves!")
                    }
                }
            }
        }
        stateChanged()
    }

    private fun onCard3Click() {
        if (AppState.second >= 0.0) {
            AppState.r0 = AppState.m0
            AppState.r1 = AppState.m1
            AppState.r2 = AppState.m2
            AppState.r3 = AppState.m3
            AppState.r4 = AppState.m4
            AppState.r5 = AppState.m5
            AppState.r6 = AppState.m6
            AppState.r7 = AppState.m7
            AppState.r8 = AppState.m8
            AppState.r9 = AppState.m9
            AppState.r10 = AppState.m10
            AppState.r11 = AppState.m11
            AppState.first = -1.0
            AppState.second = -1.0
        }
        if (!AppState.r3 && !AppState.m3) {
            AppState.r3 = true
            if (AppState.first < 0.0) {
                AppState.first = 3.0
            } else {
                AppState.second = 3.0
                AppState.moves += 1.0
                if ((if ((AppState.first == 0.0)) AppState.v0 else (if ((AppState.first == 1.0)) AppState.v1 else (if ((AppState.first == 2.0)) AppState.v2 else (if ((AppState.first == 3.0)) AppState.v3 else (if ((AppState.first == 4.0)) AppState.v4 else (if ((AppState.first == 5.0)) AppState.v5 else (if ((AppState.first == 6.0)) AppState.v6 else (if ((AppState.first == 7.0)) AppState.v7 else (if ((AppState.first == 8.0)) AppState.v8 else (if ((AppState.first == 9.0)) AppState.v9 else (if ((AppState.first == 10.0)) AppState.v10 else AppState.v11))))))))))) == AppState.v3) {
                    AppState.m3 = true
                    if (AppState.first == 0.0) {
                        AppState.m0 = true
                    }
                    if (AppState.first == 1.0) {
                        AppState.m1 = true
                    }
                    if (AppState.first == 2.0) {
                        AppState.m2 = true
                    }
                    if (AppState.first == 3.0) {
                        AppState.m3 = true
                    }
                    if (AppState.first == 4.0) {
                        AppState.m4 = true
                    }
                    if (AppState.first == 5.0) {
                        AppState.m5 = true
                    }
                    if (AppState.first == 6.0) {
                        AppState.m6 = true
                    }
                    if (AppState.first == 7.0) {
                        AppState.m7 = true
                    }
                    if (AppState.first == 8.0) {
                        AppState.m8 = true
                    }
                    if (AppState.first == 9.0) {
                        AppState.m9 = true
                    }
                    if (AppState.first == 10.0) {
                        AppState.m10 = true
                    }
                    if (AppState.first == 11.0) {
                        AppState.m11 = true
                    }
                    AppState.pairs += 1.0
                    AppState.first = -1.0
                    AppState.second = -1.0
                    if (AppState.pairs == 6.0) {
                        toast("All pairs found in " + Expr.str(AppState.moves) + " moves!")
                    }
                }
            }
        }
        stateChanged()
    }

    private fun onCard4Click() {
        if (AppState.second >= 0.0) {
            AppState.r0 = AppState.m0
            AppState.r1 = AppState.m1
            AppState.r2 = AppState.m2
            AppState.r3 = AppState.m3
            AppState.r4 = AppState.m4
            AppState.r5 = AppState.m5
            AppState.r6 = AppState.m6
            AppState.r7 = AppState.m7
            AppState.r8 = AppState.m8
            AppState.r9 = AppState.m9
            AppState.r10 = AppState.m10
            AppState.r11 = AppState.m11
            AppState.first = -1.0
            AppState.second = -1.0
        }
        if (!AppState.r4 && !AppState.m4) {
            AppState.r4 = true
            if (AppState.first < 0.0) {
                AppState.first = 4.0
            } else {
                AppState.second = 4.0
                AppState.moves += 1.0
                if ((if ((AppState.first == 0.0)) AppState.v0 else (if ((AppState.first == 1.0)) AppState.v1 else (if ((AppState.first == 2.0)) AppState.v2 else (if ((AppState.first == 3.0)) AppState.v3 else (if ((AppState.first == 4.0)) AppState.v4 else (if ((AppState.first == 5.0)) AppState.v5 else (if ((AppState.first == 6.0)) AppState.v6 else (if ((AppState.first == 7.0)) AppState.v7 else (if ((AppState.first == 8.0)) AppState.v8 else (if ((AppState.first == 9.0)) AppState.v9 else (if ((AppState.first == 10.0)) AppState.v10 else AppState.v11))))))))))) == AppState.v4) {
                    AppState.m4 = true
                    if (AppState.first == 0.0) {
                        AppState.m0 = true
                    }
                    if (AppState.first == 1.0) {
                        AppState.m1 = true
                    }
                    if (AppState.first == 2.0) {
                        AppState.m2 = true
                    }
                    if (AppState.first == 3.0) {
                        AppState.m3 = true
                    }
                    if (AppState.first == 4.0) {
                        AppState.m4 = true
                    }
                    if (AppState.first == 5.0) {
                        AppState.m5 = true
                    }
                    if (AppState.first == 6.0) {
                        AppState.m6 = true
                    }
                    if (AppState.first == 7.0) {
                        AppState.m7 = true
                    }
                    if (AppState.first == 8.0) {
                        AppState.m8 = true
                    }
                    if (AppState.first == 9.0) {
                        AppState.m9 = true
                    }
                    if (AppState.first == 10.0) {
                        AppState.m10 = true
                    }
                    if (AppState.first == 11.0) {
                        AppState.m11 = true
                    }
                    AppState.pairs += 1.0
                    AppState.first = -1.0
                    AppState.second = -1.0
                    if (AppState.pairs == 6.0) {
                        toast("All pairs found in " + Expr.str(AppState.moves) + " moves!")
                    }
                }
            }
        }
        stateChanged()
    }

    private fun onCard5Click() {
        if (AppState.second >= 0.0) {
            AppState.r0 = AppState.m0
            AppState.r1 = AppState.m1
            AppState.r2 = AppState.m2
            AppState.r3 = AppState.m3
            AppState.r4 = AppState.m4
            AppState.r5 = AppState.m5
            AppState.r6 = AppState.m6
            AppState.r7 = AppState.m7
            AppState.r8 = AppState.m8
            AppState.r9 = AppState.m9
            AppState.r10 = AppState.m10
            AppState.r11 = AppState.m11
            AppState.first = -1.0
            AppState.second = -1.0
        }
        if (!AppState.r5 && !AppState.m5) {
            AppState.r5 = true
            if (AppState.first < 0.0) {
                AppState.first = 5.0
            } else {
                AppState.second = 5.0
                AppState.moves += 1.0
                if ((if ((AppState.first == 0.0)) AppState.v0 else (if ((AppState.first == 1.0)) AppState.v1 else (if ((AppState.first == 2.0)) AppState.v2 else (if ((AppState.first == 3.0)) AppState.v3 else (if ((AppState.first == 4.0)) AppState.v4 else (if ((AppState.first == 5.0)) AppState.v5 else (if ((AppState.first == 6.0)) AppState.v6 else (if ((AppState.first == 7.0)) AppState.v7 else (if ((AppState.first == 8.0)) AppState.v8 else (if ((AppState.first == 9.0)) AppState.v9 else (if ((AppState.first == 10.0)) AppState.v10 else AppState.v11))))))))))) == AppState.v5) {
                    AppState.m5 = true
                    if (AppState.first == 0.0) {
                        AppState.m0 = true
                    }
                    if (AppState.first == 1.0) {
                        AppState.m1 = true
                    }
                    if (AppState.first == 2.0) {
                        AppState.m2 = true
                    }
                    if (AppState.first == 3.0) {
                        AppState.m3 = true
                    }
                    if (AppState.first == 4.0) {
                        AppState.m4 = true
                    }
                    if (AppState.first == 5.0) {
                        AppState.m5 = true
                    }
                    if (AppState.first == 6.0) {
                        AppState.m6 = true
                    }
                    if (AppState.first == 7.0) {
                        AppState.m7 = true
                    }
                    if (AppState.first == 8.0) {
                        AppState.m8 = true
                    }
                    if (AppState.first == 9.0) {
                        AppState.m9 = true
                    }
                    if (AppState.first == 10.0) {
                        AppState.m10 = true
                    }
                    if (AppState.first == 11.0) {
                        AppState.m11 = true
                    }
                    AppState.pairs += 1.0
                    AppState.first = -1.0
                    AppState.second = -1.0
                    if (AppState.pairs == 6.0) {
                        toast("All pairs found in " + Expr.str(AppState.moves) + " moves!")
                    }
                }
            }
        }
        stateChanged()
    }

    private fun onCard6Click() {
        if (AppState.second >= 0.0) {
            AppState.r0 = AppState.m0
            AppState.r1 = AppState.m1
            AppState.r2 = AppState.m2
            AppState.r3 = AppState.m3
            AppState.r4 = AppState.m4
            AppState.r5 = AppState.m5
            AppState.r6 = AppState.m6
            AppState.r7 = AppState.m7
            AppState.r8 = AppState.m8
            AppState.r9 = AppState.m9
            AppState.r10 = AppState.m10
            AppState.r11 = AppState.m11
            AppState.first = -1.0
            AppState.second = -1.0
        }
        if (!AppState.r6 && !AppState.m6) {
            AppState.r6 = true
            if (AppState.first < 0.0) {
                AppState.first = 6.0
            } else {
                AppState.second = 6.0
                AppState.moves += 1.0
                if ((if ((AppState.first == 0.0)) AppState.v0 else (if ((AppState.first == 1.0)) AppState.v1 else (if ((AppState.first == 2.0)) AppState.v2 else (if ((AppState.first == 3.0)) AppState.v3 else (if ((AppState.first == 4.0)) AppState.v4 else (if ((AppState.first == 5.0)) AppState.v5 else (if ((AppState.first == 6.0)) AppState.v6 else (if ((AppState.first == 7.0)) AppState.v7 else (if ((AppState.first == 8.0)) AppState.v8 else (if ((AppState.first == 9.0)) AppState.v9 else (if ((AppState.first == 10.0)) AppState.v10 else AppState.v11))))))))))) == AppState.v6) {
                    AppState.m6 = true
                    if (AppState.first == 0.0) {
                        AppState.m0 = true
                    }
                    if (AppState.first == 1.0) {
                        AppState.m1 = true
                    }
                    if (AppState.first == 2.0) {
                        AppState.m2 = true
                    }
                    if (AppState.first == 3.0) {
                        AppState.m3 = true
                    }
                    if (AppState.first == 4.0) {
                        AppState.m4 = true
                    }
                    if (AppState.first == 5.0) {
                        AppState.m5 = true
                    }
                    if (AppState.first == 6.0) {
                        AppState.m6 = true
                    }
                    if (AppState.first == 7.0) {
                        AppState.m7 = true
                    }
                    if (AppState.first == 8.0) {
                        AppState.m8 = true
                    }
                    if (AppState.first == 9.0) {
                        AppState.m9 = true
                    }
                    if (AppState.first == 10.0) {
                        AppState.m10 = true
                    }
                    if (AppState.first == 11.0) {
                        AppState.m11 = true
                    }
                    AppState.pairs += 1.0
                    AppState.first = -1.0
                    AppState.second = -1.0
                    if (AppState.pairs == 6.0) {
                        toast("All pairs found in " + Expr.str(AppState.moves) + " moves!")
                    }
                }
            }
        }
        stateChanged()
    }

    private fun onCard7Click() {
        if (AppState.second >= 0.0) {
            AppState.r0 = AppState.m0
            AppState.r1 = AppState.m1
            AppState.r2 = AppState.m2
            AppState.r3 = AppState.m3
            AppState.r4 = AppState.m4
            AppState.r5 = AppState.m5
            AppState.r6 = AppState.m6
            AppState.r7 = AppState.m7
            AppState.r8 = AppState.m8
            AppState.r9 = AppState.m9
            AppState.r10 = AppState.m10
            AppState.r11 = AppState.m11
            AppState.first = -1.0
            AppState.second = -1.0
        }
        if (!AppState.r7 && !AppState.m7) {
            AppState.r7 = true
            if (AppState.first < 0.0) {
                AppState.first = 7.0
            } else {
                AppState.second = 7.0
                AppState.moves += 1.0
                if ((if ((AppState.first == 0.0)) AppState.v0 else (if ((AppState.first == 1.0)) AppState.v1 else (if ((AppState.first == 2.0)) AppState.v2 else (if ((AppState.first == 3.0)) AppState.v3 else (if ((AppState.first == 4.0)) AppState.v4 else (if ((AppState.first == 5.0)) AppState.v5 else (if ((AppState.first == 6.0)) AppState.v6 else (if ((AppState.first == 7.0)) AppState.v7 else (if ((AppState.first == 8.0)) AppState.v8 else (if ((AppState.first == 9.0)) AppState.v9 else (if ((AppState.first == 10.0)) AppState.v10 else AppState.v11))))))))))) == AppState.v7) {
                    AppState.m7 = true
                    if (AppState.first == 0.0) {
                        AppState.m0 = true
                    }
                    if (AppState.first == 1.0) {
                        AppState.m1 = true
                    }
                    if (AppState.first == 2.0) {
                        AppState.m2 = true
                    }
                    if (AppState.first == 3.0) {
                        AppState.m3 = true
                    }
                    if (AppState.first == 4.0) {
                        AppState.m4 = true
                    }
                    if (AppState.first == 5.0) {
                        AppState.m5 = true
                    }
                    if (AppState.first == 6.0) {
                        AppState.m6 = true
                    }
                    if (AppState.first == 7.0) {
                        AppState.m7 = true
                    }
                    if (AppState.first == 8.0) {
                        AppState.m8 = true
                    }
                    if (AppState.first == 9.0) {
                        AppState.m9 = true
                    }
                    if (AppState.first == 10.0) {
                        AppState.m10 = true
                    }
                    if (AppState.first == 11.0) {
                        AppState.m11 = true
                    }
                    AppState.pairs += 1.0
                    AppState.first = -1.0
                    AppState.second = -1.0
                    if (AppState.pairs == 6.0) {
                        toast("All pairs found in " + Expr.str(AppState.moves) + " moves!")
                    }
                }
            }
        }
        stateChanged()
    }

    private fun onCard8Click() {
        if (AppState.second >= 0.0) {
            AppState.r0 = AppState.m0
            AppState.r1 = AppState.m1
            AppState.r2 = AppState.m2
            AppState.r3 = AppState.m3
            AppState.r4 = AppState.m4
            AppState.r5 = AppState.m5
            AppState.r6 = AppState.m6
            AppState.r7 = AppState.m7
            AppState.r8 = AppState.m8
            AppState.r9 = AppState.m9
            AppState.r10 = AppState.m10
            AppState.r11 = AppState.m11
            AppState.first = -1.0
            AppState.second = -1.0
        }
        if (!AppState.r8 && !AppState.m8) {
            AppState.r8 = true
            if (AppState.first < 0.0) {
                AppState.first = 8.0
            } else {
                AppState.second = 8.0
                AppState.moves += 1.0
                if ((if ((AppState.first == 0.0)) AppState.v0 else (if ((AppState.first == 1.0)) AppState.v1 else (if ((AppState.first == 2.0)) AppState.v2 else (if ((AppState.first == 3.0)) AppState.v3 else (if ((AppState.first == 4.0)) AppState.v4 else (if ((AppState.first == 5.0)) AppState.v5 else (if ((AppState.first == 6.0)) AppState.v6 else (if ((AppState.first == 7.0)) AppState.v7 else (if ((AppState.first == 8.0)) AppState.v8 else (if ((AppState.first == 9.0)) AppState.v9 else (if ((AppState.first == 10.0)) AppState.v10 else AppState.v11))))))))))) == AppState.v8) {
                    AppState.m8 = true
                    if (AppState.first == 0.0) {
                        AppState.m0 = true
                    }
                    if (AppState.first == 1.0) {
                        AppState.m1 = true
                    }
                    if (AppState.first == 2.0) {
                        AppState.m2 = true
                    }
                    if (AppState.first == 3.0) {
                        AppState.m3 = true
                    }
                    if (AppState.first == 4.0) {
                        AppState.m4 = true
                    }
                    if (AppState.first == 5.0) {
                        AppState.m5 = true
                    }
                    if (AppState.first == 6.0) {
                        AppState.m6 = true
                    }
                    if (AppState.first == 7.0) {
                        AppState.m7 = true
                    }
                    if (AppState.first == 8.0) {
                        AppState.m8 = true
                    }
                    if (AppState.first == 9.0) {
                        AppState.m9 = true
                    }
                    if (AppState.first == 10.0) {
                        AppState.m10 = true
                    }
                    if (AppState.first == 11.0) {
                        AppState.m11 = true
                    }
                    AppState.pairs += 1.0
                    AppState.first = -1.0
                    AppState.second = -1.0
                    if (AppState.pairs == 6.0) {
                        toast("All pairs found in " + Expr.str(AppState.moves) + " moves!")
                    }
                }
            }
        }
        stateChanged()
    }

    private fun onCard9Click() {
        if (AppState.second >= 0.0) {
            AppState.r0 = AppState.m0
            AppState.r1 = AppState.m1
            AppState.r2 = AppState.m2
            AppState.r3 = AppState.m3
            AppState.r4 = AppState.m4
            AppState.r5 = AppState.m5
            AppState.r6 = AppState.m6
            AppState.r7 = AppState.m7
            AppState.r8 = AppState.m8
            AppState.r9 = AppState.m9
            AppState.r10 = AppState.m10
            AppState.r11 = AppState.m11
            AppState.first = -1.0
            AppState.second = -1.0
        }
        if (!AppState.r9 && !AppState.m9) {
            AppState.r9 = true
            if (AppState.first < 0.0) {
                AppState.first = 9.0
            } else {
                AppState.second = 9.0
                AppState.moves += 1.0
                if ((if ((AppState.first == 0.0)) AppState.v0 else (if ((AppState.first == 1.0)) AppState.v1 else (if ((AppState.first == 2.0)) AppState.v2 else (if ((AppState.first == 3.0)) AppState.v3 else (if ((AppState.first == 4.0)) AppState.v4 else (if ((AppState.first == 5.0)) AppState.v5 else (if ((AppState.first == 6.0)) AppState.v6 else (if ((AppState.first == 7.0)) AppState.v7 else (if ((AppState.first == 8.0)) AppState.v8 else (if ((AppState.first == 9.0)) AppState.v9 else (if ((AppState.first == 10.0)) AppState.v10 else AppState.v11))))))))))) == AppState.v9) {
                    AppState.m9 = true
                    if (AppState.first == 0.0) {
                        AppState.m0 = true
                    }
                    if (AppState.first == 1.0) {
                        AppState.m1 = true
                    }
                    if (AppState.first == 2.0) {
                        AppState.m2 = true
                    }
                    if (AppState.first == 3.0) {
                        AppState.m3 = true
                    }
                    if (AppState.first == 4.0) {
                        AppState.m4 = true
                    }
                    if (AppState.first == 5.0) {
                        AppState.m5 = true
                    }
                    if (AppState.first == 6.0) {
                        AppState.m6 = true
                    }
                    if (AppState.first == 7.0) {
                        AppState.m7 = true
                    }
                    if (AppState.first == 8.0) {
                        AppState.m8 = true
                    }
                    if (AppState.first == 9.0) {
                        AppState.m9 = true
                    }
                    if (AppState.first == 10.0) {
                        AppState.m10 = true
                    }
                    if (AppState.first == 11.0) {
                        AppState.m11 = true
                    }
                    AppState.pairs += 1.0
                    AppState.first = -1.0
                    AppState.second = -1.0
                    if (AppState.pairs == 6.0) {
                        toast("All pairs found in " + Expr.str(AppState.moves) + " moves!")
                    }
                }
            }
        }
        stateChanged()
    }

    private fun onCard10Click() {
        if (AppState.second >= 0.0) {
            AppState.r0 = AppState.m0
            AppState.r1 = AppState.m1
            AppState.r2 = AppState.m2
            AppState.r3 = AppState.m3
            AppState.r4 = AppState.m4
            AppState.r5 = AppState.m5
            AppState.r6 = AppState.m6
            AppState.r7 = AppState.m7
            AppState.r8 = AppState.m8
            AppState.r9 = AppState.m9
            AppState.r10 = AppState.m10
            AppState.r11 = AppState.m11
            AppState.first = -1.0
            AppState.second = -1.0
        }
        if (!AppState.r10 && !AppState.m10) {
            AppState.r10 = true
            if (AppState.first < 0.0) {
                AppState.first = 10.0
            } else {
                AppState.second = 10.0
                AppState.moves += 1.0
                if ((if ((AppState.first == 0.0)) AppState.v0 else (if ((AppState.first == 1.0)) AppState.v1 else (if ((AppState.first == 2.0)) AppState.v2 else (if ((AppState.first == 3.0)) AppState.v3 else (if ((AppState.first == 4.0)) AppState.v4 else (if ((AppState.first == 5.0)) AppState.v5 else (if ((AppState.first == 6.0)) AppState.v6 else (if ((AppState.first == 7.0)) AppState.v7 else (if ((AppState.first == 8.0)) AppState.v8 else (if ((AppState.first == 9.0)) AppState.v9 else (if ((AppState.first == 10.0)) AppState.v10 else AppState.v11))))))))))) == AppState.v10) {
                    AppState.m10 = true
                    if (AppState.first == 0.0) {
                        AppState.m0 = true
                    }
                    if (AppState.first == 1.0) {
                        AppState.m1 = true
                    }
                    if (AppState.first == 2.0) {
                        AppState.m2 = true
                    }
                    if (AppState.first == 3.0) {
                        AppState.m3 = true
                    }
                    if (AppState.first == 4.0) {
                        AppState.m4 = true
                    }
                    if (AppState.first == 5.0) {
                        AppState.m5 = true
                    }
                    if (AppState.first == 6.0) {
                        AppState.m6 = true
                    }
                    if (AppState.first == 7.0) {
                        AppState.m7 = true
                    }
                    if (AppState.first == 8.0) {
                        AppState.m8 = true
                    }
                    if (AppState.first == 9.0) {
                        AppState.m9 = true
                    }
                    if (AppState.first == 10.0) {
                        AppState.m10 = true
                    }
                    if (AppState.first == 11.0) {
                        AppState.m11 = true
                    }
                    AppState.pairs += 1.0
                    AppState.first = -1.0
                    AppState.second = -1.0
                    if (AppState.pairs == 6.0) {
                        toast("All pairs found in " + Expr.str(AppState.moves) + " moves!")
                    }
                }
            }
        }
        stateChanged()
    }

    private fun onCard11Click() {
        if (AppState.second >= 0.0) {
            AppState.r0 = AppState.m0
            AppState.r1 = AppState.m1
            AppState.r2 = AppState.m2
            AppState.r3 = AppState.m3
            AppState.r4 = AppState.m4
            AppState.r5 = AppState.m5
            AppState.r6 = AppState.m6
            AppState.r7 = AppState.m7
            AppState.r8 = AppState.m8
            AppState.r9 = AppState.m9
            AppState.r10 = AppState.m10
            AppState.r11 = AppState.m11
            AppState.first = -1.0
            AppState.second = -1.0
        }
        if (!AppState.r11 && !AppState.m11) {
            AppState.r11 = true
            if (AppState.first < 0.0) {
                AppState.first = 11.0
            } else {
                AppState.second = 11.0
                AppState.moves += 1.0
                if ((if ((AppState.first == 0.0)) AppState.v0 else (if ((AppState.first == 1.0)) AppState.v1 else (if ((AppState.first == 2.0)) AppState.v2 else (if ((AppState.first == 3.0)) AppState.v3 else (if ((AppState.first == 4.0)) AppState.v4 else (if ((AppState.first == 5.0)) AppState.v5 else (if ((AppState.first == 6.0)) AppState.v6 else (if ((AppState.first == 7.0)) AppState.v7 else (if ((AppState.first == 8.0)) AppState.v8 else (if ((AppState.first == 9.0)) AppState.v9 else (if ((AppState.first == 10.0)) AppState.v10 else AppState.v11))))))))))) == AppState.v11) {
                    AppState.m11 = true
                    if (AppState.first == 0.0) {
                        AppState.m0 = true
                    }
                    if (AppState.first == 1.0) {
                        AppState.m1 = true
                    }
                    if (AppState.first == 2.0) {
                        AppState.m2 = true
                    }
                    if (AppState.first == 3.0) {
                        AppState.m3 = true
                    }
                    if (AppState.first == 4.0) {
                        AppState.m4 = true
                    }
                    if (AppState.first == 5.0) {
                        AppState.m5 = true
                    }
                    if (AppState.first == 6.0) {
                        AppState.m6 = true
                    }
                    if (AppState.first == 7.0) {
                        AppState.m7 = true
                    }
                    if (AppState.first == 8.0) {
                        AppState.m8 = true
                    }
                    if (AppState.first == 9.0) {
                        AppState.m9 = true
                    }
                    if (AppState.first == 10.0) {
                        AppState.m10 = true
                    }
                    if (AppState.first == 11.0) {
                        AppState.m11 = true
                    }
                    AppState.pairs += 1.0
                    AppState.first = -1.0
                    AppState.second = -1.0
                    if (AppState.pairs == 6.0) {
                        toast("All pairs found in " + Expr.str(AppState.moves) + " moves!")
                    }
                }
            }
        }
        stateChanged()
    }

    private fun onNewGameButtonClick() {
        if (true) {
            AppState.deal = Expr.random(0.0, 2.0)
            AppState.v0 = (if ((AppState.deal == 0.0)) "🦊 Fox" else (if ((AppState.deal == 1.0)) "🦊 Fox" else "🦊 Fox"))
            AppState.v1 = (if ((AppState.deal == 0.0)) "🐻 Bear" else (if ((AppState.deal == 1.0)) "🐰 Rabbit" else "🐻 Bear"))
            AppState.v2 = (if ((AppState.deal == 0.0)) "🐼 Panda" else (if ((AppState.deal == 1.0)) "🐱 Cat" else "🐼 Panda"))
            AppState.v3 = (if ((AppState.deal == 0.0)) "🐶 Dog" else (if ((AppState.deal == 1.0)) "🐶 Dog" else "🐶 Dog"))
            AppState.v4 = (if ((AppState.deal == 0.0)) "🐱 Cat" else (if ((AppState.deal == 1.0)) "🐼 Panda" else "🐱 Cat"))
            AppState.v5 = (if ((AppState.deal == 0.0)) "🐰 Rabbit" else (if ((AppState.deal == 1.0)) "🐻 Bear" else "🐰 Rabbit"))
            AppState.v6 = (if ((AppState.deal == 0.0)) "🦊 Fox" else (if ((AppState.deal == 1.0)) "🦊 Fox" else "🦊 Fox"))
            AppState.v7 = (if ((AppState.deal == 0.0)) "🐻 Bear" else (if ((AppState.deal == 1.0)) "🐰 Rabbit" else "🐻 Bear"))
            AppState.v8 = (if ((AppState.deal == 0.0)) "🐼 Panda" else (if ((AppState.deal == 1.0)) "🐱 Cat" else "🐼 Panda"))
            AppState.v9 = (if ((AppState.deal == 0.0)) "🐶 Dog" else (if ((AppState.deal == 1.0)) "🐶 Dog" else "🐶 Dog"))
            AppState.v10 = (if ((AppState.deal == 0.0)) "🐱 Cat" else (if ((AppState.deal == 1.0)) "🐼 Panda" else "🐱 Cat"))
            AppState.v11 = (if ((AppState.deal == 0.0)) "🐰 Rabbit" else (if ((AppState.deal == 1.0)) "🐻 Bear" else "🐰 Rabbit"))
            AppState.r0 = false
            AppState.m0 = false
            AppState.r1 = false
            AppState.m1 = false
            AppState.r2 = false
            AppState.m2 = false
            AppState.r3 = false
            AppState.m3 = false
            AppState.r4 = false
            AppState.m4 = false
            AppState.r5 = false
            AppState.m5 = false
        }
        if (true) {
            AppState.r6 = false
            AppState.m6 = false
            AppState.r7 = false
            AppState.m7 = false
            AppState.r8 = false
            AppState.m8 = false
            AppState.r9 = false
            AppState.m9 = false
            AppState.r10 = false
            AppState.m10 = false
            AppState.r11 = false
            AppState.m11 = false
            AppState.moves = 0.0
            AppState.pairs = 0.0
            AppState.first = -1.0
            AppState.second = -1.0
        }
        stateChanged()
    }
}
