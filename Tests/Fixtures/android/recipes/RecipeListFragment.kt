// The user's code for the Recipes list pane, as a test writes it: a recipe to open in the detail pane.
package com.example.cookbook.screens

import com.example.cookbook.tandem.models.*
import com.example.cookbook.tandem.screens.RecipeListFragmentBase

class RecipeListFragment : RecipeListFragmentBase() {
    override fun setView() {
        if (recipesListRows.items.isEmpty()) recipesListRows.items = listOf(Recipe("Shakshuka", 30, 2, listOf("eggs", "tomatoes")))
    }
}
