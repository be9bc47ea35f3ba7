package com.droidforge.veggiegardenplanner

import android.os.Bundle
import android.view.View
import android.view.ViewGroup
import android.widget.BaseAdapter
import android.widget.Button
import android.widget.EditText
import android.widget.ListView
import android.widget.Spinner
import android.widget.TextView

/** The "Veggie Garden Planner" screen. */
class MainActivity : ScreenActivity() {
    private lateinit var plantsPlantInput: EditText
    private lateinit var plantsBedSelect: Spinner
    private lateinit var plantsDateplantedInput: EditText
    private lateinit var plantsDaystoharvestInput: EditText
    private lateinit var plantsAdd: Button
    private lateinit var plantsCancel: Button
    private lateinit var plantsList: ListView
    private lateinit var plantsListEmpty: TextView
    private val plantsListAdapter = PlantsListAdapter()

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_main)
        title = getString(R.string.title_main)
        plantsPlantInput = findViewById(R.id.plants_plant_input) as EditText
        onTextChange(plantsPlantInput) { text -> AppState.newPlant = text }
        plantsBedSelect = findViewById(R.id.plants_bed_select) as Spinner
        onSelect(plantsBedSelect) { option -> AppState.newBed = option }
        plantsDateplantedInput = findViewById(R.id.plants_dateplanted_input) as EditText
        onTextChange(plantsDateplantedInput) { text -> AppState.newDatePlanted = text }
        plantsDaystoharvestInput = findViewById(R.id.plants_daystoharvest_input) as EditText
        onTextChange(plantsDaystoharvestInput) { text -> AppState.newDaysToHarvest = Expr.num(text) }
        plantsAdd = findViewById(R.id.plants_add) as Button
        plantsAdd.setOnClickListener { onPlantsAddClick() }
        plantsCancel = findViewById(R.id.plants_cancel) as Button
        plantsCancel.setOnClickListener { onPlantsCancelClick() }
        plantsList = findViewById(R.id.plants_list) as ListView
        plantsList.adapter = plantsListAdapter
        plantsListEmpty = findViewById(R.id.plants_list_empty) as TextView
        plantsList.setOnItemClickListener { _, _, row, _ -> onPlantsListItemClick(plantsListAdapter.positionAt(row)) }
        plantsList.setOnItemLongClickListener { _, _, row, _ ->
            onPlantsListItemLongClick(plantsListAdapter.positionAt(row))
            true
        }
    }

    override fun render() {
        if (plantsPlantInput.text.toString() != AppState.newPlant) plantsPlantInput.setText(AppState.newPlant)
        selectOption(plantsBedSelect, AppState.newBed)
        if (plantsDateplantedInput.text.toString() != AppState.newDatePlanted) plantsDateplantedInput.setText(AppState.newDatePlanted)
        if (Expr.num(plantsDaystoharvestInput.text.toString()) != AppState.newDaysToHarvest) plantsDaystoharvestInput.setText(Expr.str(AppState.newDaysToHarvest))
        plantsAdd.text = ((if ((AppState.editing >= 0.0)) "Save changes" else "Add plant"))
        visibleIf(plantsCancel, (AppState.editing >= 0.0))
        plantsListAdapter.refresh()
        visibleIf(plantsListEmpty, plantsListAdapter.count == 0)
    }

    private fun onPlantsAddClick() {
        if (AppState.newPlant.length.toDouble() > 0.0) {
            if (AppState.editing >= 0.0) {
                Expr.itemAt(AppState.plants, AppState.editing)?.plant = AppState.newPlant
                Expr.itemAt(AppState.plants, AppState.editing)?.bed = AppState.newBed
                Expr.itemAt(AppState.plants, AppState.editing)?.datePlanted = (if ((AppState.newDatePlanted.length.toDouble() > 0.0)) AppState.newDatePlanted else Expr.today())
                Expr.itemAt(AppState.plants, AppState.editing)?.daysToHarvest = AppState.newDaysToHarvest
                AppState.editing = -1.0
                toast("Plant saved")
            } else {
                AppState.plants.add(PlantsItem(plant = AppState.newPlant, bed = AppState.newBed, datePlanted = (if ((AppState.newDatePlanted.length.toDouble() > 0.0)) AppState.newDatePlanted else Expr.today()), daysToHarvest = AppState.newDaysToHarvest))
            }
            AppState.newPlant = ""
            AppState.newDatePlanted = ""
            AppState.newDaysToHarvest = 0.0
        } else {
            toast("Please enter the plant")
        }
        stateChanged()
    }

    private fun onPlantsCancelClick() {
        AppState.editing = -1.0
        AppState.newPlant = ""
        AppState.newDatePlanted = ""
        AppState.newDaysToHarvest = 0.0
        stateChanged()
    }

    private fun onPlantsListItemClick(position: Int) {
        val item = AppState.plants[position]
        AppState.editing = position.toDouble()
        AppState.newPlant = item.plant
        AppState.newBed = item.bed
        AppState.newDatePlanted = item.datePlanted
        AppState.newDaysToHarvest = item.daysToHarvest
        stateChanged()
    }

    private fun onPlantsListItemLongClick(position: Int) {
        Expr.removeAt(AppState.plants, position.toDouble())
        AppState.editing = -1.0
        toast("Plant deleted")
        stateChanged()
    }

    private fun onPlantsDeleteClick(position: Int) {
        Expr.removeAt(AppState.plants, position.toDouble())
        AppState.editing = -1.0
        stateChanged()
    }

    /** Shows the `plants` list, one item_plants_list.xml per row. */
    private inner class PlantsListAdapter : BaseAdapter() {
        /** Indexes into plants of the rows shown, after filtering and sorting. */
        private var positions: List<Int> = ArrayList()

        fun refresh() {
            val shown = ArrayList<Int>()
            for (position in 0 until AppState.plants.size) {
                shown.add(position)
            }
            positions = shown
            notifyDataSetChanged()
        }

        fun positionAt(row: Int): Int = positions[row]

        override fun getCount(): Int = positions.size

        override fun getItem(row: Int): Any = AppState.plants[positions[row]]

        override fun getItemId(row: Int): Long = positions[row].toLong()

        override fun getView(row: Int, convertView: View?, parent: ViewGroup): View {
            val view = convertView ?: layoutInflater.inflate(R.layout.item_plants_list, parent, false)
            val position = positions[row]
            val item = AppState.plants[position]
            val plantsTitleView = view.findViewById(R.id.plants_title) as TextView
            plantsTitleView.text = item.plant
            val plantsDetailView = view.findViewById(R.id.plants_detail) as TextView
            plantsDetailView.text = "Bed: " + item.bed + " · Date planted: " + item.datePlanted + " · Days to harvest: " + Expr.str(item.daysToHarvest)
            val plantsAfterView = view.findViewById(R.id.plants_after) as TextView
            plantsAfterView.text = "Harvest date: " + ((if ((item.datePlanted.length.toDouble() > 0.0)) Expr.addDays(item.datePlanted, item.daysToHarvest) else "—"))
            val plantsDeleteView = view.findViewById(R.id.plants_delete) as Button
            plantsDeleteView.setOnClickListener { onPlantsDeleteClick(position) }
            return view
        }
    }
}
