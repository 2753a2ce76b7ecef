package com.example.sample

import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.view.MenuItem
import android.view.View
import android.widget.Button
import android.widget.TextView
import androidx.activity.OnBackPressedCallback
import androidx.appcompat.app.ActionBarDrawerToggle
import androidx.appcompat.app.AppCompatActivity
import androidx.core.view.GravityCompat
import androidx.drawerlayout.widget.DrawerLayout
import com.google.android.material.navigation.NavigationView

/** A navigation drawer: the action bar's drawer button, a swipe or the button open it; back closes it first. In kiosk
 *  mode the drawer is locked closed: a swipe no longer opens it (the button still does). */
class DrawerActivity : AppCompatActivity() {
    private lateinit var drawerLayout: DrawerLayout
    private lateinit var navigationView: NavigationView
    private lateinit var toggle: ActionBarDrawerToggle
    private lateinit var status: TextView

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        setContentView(R.layout.activity_drawer)
        drawerLayout = findViewById(R.id.drawer_layout)
        navigationView = findViewById(R.id.navigation_view)
        status = findViewById(R.id.drawer_status)

        toggle = ActionBarDrawerToggle(this, drawerLayout, R.string.open_drawer, R.string.close_drawer)
        drawerLayout.addDrawerListener(toggle)
        supportActionBar?.setDisplayHomeAsUpEnabled(true)
        toggle.syncState()
        if (intent.getBooleanExtra(EXTRA_KIOSK, false)) {
            drawerLayout.setDrawerLockMode(DrawerLayout.LOCK_MODE_LOCKED_CLOSED, GravityCompat.START)
        }

        navigationView.setCheckedItem(R.id.nav_inbox)
        navigationView.setNavigationItemSelectedListener { item -> select(item) }

        val closeDrawer = object : OnBackPressedCallback(false) {
            override fun handleOnBackPressed() = drawerLayout.closeDrawer(GravityCompat.START)
        }
        onBackPressedDispatcher.addCallback(this, closeDrawer)
        drawerLayout.addDrawerListener(object : DrawerLayout.SimpleDrawerListener() {
            override fun onDrawerOpened(drawerView: View) { closeDrawer.isEnabled = true }
            override fun onDrawerClosed(drawerView: View) { closeDrawer.isEnabled = false }
        })
        // Broken on purpose: the drawer slides in from the start edge; there is no end drawer.
        findViewById<Button>(R.id.open_menu).setOnClickListener { drawerLayout.openDrawer(GravityCompat.END) }
        // Broken on purpose: a button made in code with neither text nor id: TalkBack names nothing, a UI test finds nothing.
        (findViewById<Button>(R.id.open_menu).parent as android.view.ViewGroup).addView(Button(this), 0)
    }

    private fun select(item: MenuItem): Boolean {
        drawerLayout.closeDrawer(GravityCompat.START)
        if (item.itemId == R.id.nav_kiosk) {
            startActivity(intent(this, kiosk = true))
            return false
        }
        status.text = item.title
        return true
    }

    override fun onOptionsItemSelected(item: MenuItem): Boolean =
        toggle.onOptionsItemSelected(item) || super.onOptionsItemSelected(item)

    companion object {
        private const val EXTRA_KIOSK = "com.example.sample.KIOSK"

        fun intent(context: Context, kiosk: Boolean): Intent =
            Intent(context, DrawerActivity::class.java).putExtra(EXTRA_KIOSK, kiosk)
    }
}
