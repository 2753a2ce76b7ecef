// NOT A STAND-IN. A small Jetpack Compose + Navigation 3 app written the way an Android engineer writes one
// today, compiled together with the stand-ins (see ../README.md) to prove that they accept ordinary code.
// It uses every API the stand-ins cover. It is never run.
package sample

import android.os.Build
import android.os.Bundle
import androidx.activity.ComponentActivity
import androidx.activity.compose.BackHandler
import androidx.activity.compose.PredictiveBackHandler
import androidx.activity.compose.setContent
import androidx.activity.enableEdgeToEdge
import androidx.compose.foundation.BorderStroke
import androidx.compose.foundation.background
import androidx.compose.foundation.clickable
import androidx.compose.foundation.isSystemInDarkTheme
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.WindowInsets
import androidx.compose.foundation.layout.fillMaxSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.imePadding
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.safeDrawingPadding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.layout.width
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.foundation.rememberScrollState
import androidx.compose.foundation.selection.selectable
import androidx.compose.foundation.selection.selectableGroup
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.KeyboardActions
import androidx.compose.foundation.text.KeyboardOptions
import androidx.compose.foundation.verticalScroll
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.automirrored.filled.ArrowBack
import androidx.compose.material.icons.filled.Add
import androidx.compose.material.icons.filled.Close
import androidx.compose.material.icons.filled.Home
import androidx.compose.material.icons.filled.Menu
import androidx.compose.material.icons.filled.Star
import androidx.compose.material3.AlertDialog
import androidx.compose.material3.Button
import androidx.compose.material3.ButtonDefaults
import androidx.compose.material3.Card
import androidx.compose.material3.CardDefaults
import androidx.compose.material3.CenterAlignedTopAppBar
import androidx.compose.material3.Checkbox
import androidx.compose.material3.CircularProgressIndicator
import androidx.compose.material3.DatePicker
import androidx.compose.material3.DatePickerDialog
import androidx.compose.material3.DrawerValue
import androidx.compose.material3.DropdownMenuItem
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.ExposedDropdownMenuAnchorType
import androidx.compose.material3.ExposedDropdownMenuBox
import androidx.compose.material3.ExposedDropdownMenuDefaults
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.Icon
import androidx.compose.material3.IconButton
import androidx.compose.material3.LinearProgressIndicator
import androidx.compose.material3.ListItem
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.ModalBottomSheet
import androidx.compose.material3.ModalDrawerSheet
import androidx.compose.material3.ModalNavigationDrawer
import androidx.compose.material3.NavigationBar
import androidx.compose.material3.NavigationBarItem
import androidx.compose.material3.NavigationDrawerItem
import androidx.compose.material3.NavigationDrawerItemDefaults
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Scaffold
import androidx.compose.material3.SegmentedButton
import androidx.compose.material3.SegmentedButtonDefaults
import androidx.compose.material3.SingleChoiceSegmentedButtonRow
import androidx.compose.material3.Slider
import androidx.compose.material3.SnackbarHost
import androidx.compose.material3.SnackbarHostState
import androidx.compose.material3.SnackbarResult
import androidx.compose.material3.Surface
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.material3.TextButton
import androidx.compose.material3.TopAppBar
import androidx.compose.material3.TopAppBarDefaults
import androidx.compose.material3.Typography
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.dynamicDarkColorScheme
import androidx.compose.material3.dynamicLightColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.material3.rememberDatePickerState
import androidx.compose.material3.rememberDrawerState
import androidx.compose.material3.rememberModalBottomSheetState
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.DisposableEffect
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.LaunchedEffect
import androidx.compose.runtime.SideEffect
import androidx.compose.runtime.Stable
import androidx.compose.runtime.compositionLocalOf
import androidx.compose.runtime.getValue
import androidx.compose.runtime.mutableIntStateOf
import androidx.compose.runtime.mutableStateListOf
import androidx.compose.runtime.mutableStateMapOf
import androidx.compose.runtime.mutableStateOf
import androidx.compose.runtime.remember
import androidx.compose.runtime.rememberCoroutineScope
import androidx.compose.runtime.saveable.rememberSaveable
import androidx.compose.runtime.setValue
import androidx.compose.runtime.snapshots.SnapshotStateList
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.graphics.vector.ImageVector
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.platform.testTag
import androidx.compose.ui.res.stringResource
import androidx.compose.ui.semantics.Role
import androidx.compose.ui.semantics.contentDescription
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.text.input.ImeAction
import androidx.compose.ui.text.input.KeyboardType
import androidx.compose.ui.text.input.PasswordVisualTransformation
import androidx.compose.ui.text.input.VisualTransformation
import androidx.compose.ui.text.style.TextOverflow
import androidx.compose.ui.tooling.preview.Preview
import androidx.compose.ui.unit.Dp
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import androidx.compose.ui.window.DialogProperties
import androidx.lifecycle.ViewModel
import androidx.lifecycle.compose.LifecycleResumeEffect
import androidx.lifecycle.compose.LifecycleStartEffect
import androidx.lifecycle.compose.LocalLifecycleOwner
import androidx.lifecycle.viewmodel.compose.LocalViewModelStoreOwner
import androidx.lifecycle.viewmodel.compose.viewModel
import androidx.lifecycle.viewmodel.navigation3.rememberViewModelStoreNavEntryDecorator
import androidx.navigation3.runtime.NavBackStack
import androidx.navigation3.runtime.NavKey
import androidx.navigation3.runtime.entryProvider
import androidx.navigation3.runtime.rememberNavBackStack
import androidx.navigation3.runtime.rememberSaveableStateHolderNavEntryDecorator
import androidx.navigation3.scene.DialogSceneStrategy
import androidx.navigation3.ui.NavDisplay
import kotlinx.coroutines.launch
import kotlinx.serialization.Serializable

// ---- Activity ---------------------------------------------------------------------------------------------

class MainActivity : ComponentActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        enableEdgeToEdge()
        setContent {
            SampleTheme {
                SampleApp()
            }
        }
    }
}

// ---- Theme ------------------------------------------------------------------------------------------------

private val LightColors = lightColorScheme(
    primary = Color(0xFF3F51B5),
    onPrimary = Color.White,
    secondary = Color(0xFF00897B),
    surfaceDim = Color(0xFFDDDDE3),
)

private val DarkColors = darkColorScheme(
    primary = Color(0xFFB8C3FF),
    onPrimary = Color(0xFF08218A),
    secondary = Color(0xFF80CBC4),
)

private val SampleTypography = Typography(
    headlineSmall = TextStyle(fontSize = 24.sp, lineHeight = 32.sp, fontWeight = FontWeight.SemiBold),
    titleLarge = TextStyle(fontSize = 22.sp, lineHeight = 28.sp, fontWeight = FontWeight.Medium),
    bodyLarge = TextStyle(fontSize = 16.sp, lineHeight = 24.sp, letterSpacing = 0.5.sp),
)

@Immutable
data class Spacing(val small: Dp = 8.dp, val medium: Dp = 16.dp)

val LocalSpacing = staticCompositionLocalOf { Spacing() }
val LocalScreenName = compositionLocalOf { "none" }

@Composable
fun SampleTheme(
    darkTheme: Boolean = isSystemInDarkTheme(),
    dynamicColor: Boolean = true,
    content: @Composable () -> Unit,
) {
    val colorScheme = when {
        dynamicColor && Build.VERSION.SDK_INT >= 31 -> {
            val context = LocalContext.current
            if (darkTheme) dynamicDarkColorScheme(context) else dynamicLightColorScheme(context)
        }
        darkTheme -> DarkColors
        else -> LightColors
    }
    CompositionLocalProvider(LocalSpacing provides Spacing(small = 8.dp, medium = 16.dp)) {
        MaterialTheme(colorScheme = colorScheme, typography = SampleTypography, content = content)
    }
}

// ---- Navigation keys --------------------------------------------------------------------------------------

@Serializable
data object Home : NavKey

@Serializable
data object Favorites : NavKey

@Serializable
data class Detail(val id: Int) : NavKey

@Serializable
data object Settings : NavKey

@Serializable
data object ConfirmReset : NavKey

// ---- ViewModels -------------------------------------------------------------------------------------------

data class Item(val id: Int, val title: String, val subtitle: String)

class HomeViewModel : ViewModel() {
    val items: SnapshotStateList<Item> = mutableStateListOf(
        Item(1, "First", "The first item"),
        Item(2, "Second", "The second item"),
    )
    val favourites = mutableStateMapOf<Int, Boolean>()
    var refreshCount by mutableIntStateOf(0)
        private set

    fun refresh() {
        refreshCount += 1
        items.add(Item(items.size + 1, "Item ${items.size + 1}", "Added on refresh"))
    }
}

class DetailViewModel(val id: Int) : ViewModel() {
    var starred by mutableStateOf(false)
}

@Stable
class FormState {
    var name by mutableStateOf("")
    var email by mutableStateOf("")
}

// ---- App --------------------------------------------------------------------------------------------------

private data class TopLevel(val key: NavKey, val label: String, val icon: ImageVector)

private val TopLevels = listOf(
    TopLevel(Home, "Home", Icons.Filled.Home),
    TopLevel(Favorites, "Favourites", Icons.Filled.Star),
    TopLevel(Settings, "Settings", Icons.Filled.Menu),
)

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun SampleApp() {
    val backStack = rememberNavBackStack(Home)
    val drawerState = rememberDrawerState(initialValue = DrawerValue.Closed)
    val scope = rememberCoroutineScope()
    val snackbarHostState = remember { SnackbarHostState() }
    val current = backStack.lastOrNull()

    BackHandler(enabled = drawerState.isOpen) {
        scope.launch { drawerState.close() }
    }

    LaunchedEffect(Unit) {
        val result = snackbarHostState.showSnackbar(message = "Welcome", actionLabel = "Dismiss")
        if (result == SnackbarResult.ActionPerformed) backStack.add(Settings)
    }

    ModalNavigationDrawer(
        drawerState = drawerState,
        drawerContent = {
            ModalDrawerSheet {
                Text(
                    "Sample",
                    modifier = Modifier.padding(16.dp).semantics { heading() },
                    style = MaterialTheme.typography.titleLarge,
                )
                HorizontalDivider()
                TopLevels.forEach { destination ->
                    NavigationDrawerItem(
                        label = { Text(destination.label) },
                        selected = current == destination.key,
                        onClick = {
                            backStack.navigateTopLevel(destination.key)
                            scope.launch { drawerState.close() }
                        },
                        icon = { Icon(destination.icon, contentDescription = null) },
                        modifier = Modifier.padding(NavigationDrawerItemDefaults.ItemPadding),
                    )
                }
            }
        },
    ) {
        Scaffold(
            topBar = {
                if (current == Home) {
                    CenterAlignedTopAppBar(
                        title = { Text("Sample", maxLines = 1, overflow = TextOverflow.Ellipsis) },
                        navigationIcon = {
                            IconButton(onClick = { scope.launch { drawerState.open() } }) {
                                Icon(Icons.Filled.Menu, contentDescription = "Open menu")
                            }
                        },
                        actions = {
                            IconButton(onClick = { backStack.add(Detail(id = 99)) }) {
                                Icon(Icons.Filled.Add, contentDescription = "Add")
                            }
                        },
                    )
                } else {
                    TopAppBar(
                        title = { Text(titleFor(current)) },
                        navigationIcon = {
                            IconButton(onClick = { backStack.removeLastOrNull() }) {
                                Icon(Icons.AutoMirrored.Filled.ArrowBack, contentDescription = stringResource(android.R.string.cancel))
                            }
                        },
                        colors = TopAppBarDefaults.topAppBarColors(containerColor = MaterialTheme.colorScheme.primaryContainer),
                    )
                }
            },
            bottomBar = {
                NavigationBar {
                    TopLevels.forEach { destination ->
                        NavigationBarItem(
                            selected = current == destination.key,
                            onClick = { backStack.navigateTopLevel(destination.key) },
                            icon = { Icon(destination.icon, contentDescription = null) },
                            label = { Text(destination.label) },
                        )
                    }
                }
            },
            snackbarHost = { SnackbarHost(hostState = snackbarHostState) },
            contentWindowInsets = WindowInsets(0, 0, 0, 0),
        ) { innerPadding ->
            NavDisplay(
                backStack = backStack,
                modifier = Modifier.padding(innerPadding),
                onBack = { backStack.removeLastOrNull() },
                entryDecorators = listOf(
                    rememberSaveableStateHolderNavEntryDecorator(),
                    rememberViewModelStoreNavEntryDecorator(),
                ),
                sceneStrategy = DialogSceneStrategy(),
                entryProvider = entryProvider {
                    entry<Home> {
                        HomeScreen(onOpen = { id -> backStack.add(Detail(id)) })
                    }
                    entry<Favorites> {
                        FavoritesScreen()
                    }
                    entry<Detail> { key ->
                        DetailScreen(id = key.id, onReset = { backStack.add(ConfirmReset) })
                    }
                    entry<Settings> {
                        SettingsScreen()
                    }
                    entry<ConfirmReset>(
                        metadata = DialogSceneStrategy.dialog(DialogProperties(dismissOnClickOutside = false)),
                    ) {
                        ConfirmResetDialog(
                            onConfirm = { backStack.removeLastOrNull() },
                            onDismiss = { backStack.removeLastOrNull() },
                        )
                    }
                },
            )
        }
    }
}

private fun NavBackStack<NavKey>.navigateTopLevel(key: NavKey) {
    if (lastOrNull() == key) return
    removeAll { it != Home }
    if (key != Home) add(key)
}

private fun titleFor(key: NavKey?): String =
    when (key) {
        is Detail -> "Item ${key.id}"
        Favorites -> "Favourites"
        Settings -> "Settings"
        else -> "Sample"
    }

// ---- Screens ----------------------------------------------------------------------------------------------

@Composable
fun HomeScreen(onOpen: (Int) -> Unit) {
    val viewModel = viewModel { HomeViewModel() }
    val lifecycleOwner = LocalLifecycleOwner.current
    val spacing = LocalSpacing.current

    LifecycleResumeEffect(viewModel) {
        viewModel.refresh()
        onPauseOrDispose { lifecycle.currentState }
    }
    LifecycleStartEffect(Unit, lifecycleOwner = lifecycleOwner) {
        onStopOrDispose { }
    }

    LazyColumn(
        modifier = Modifier.fillMaxSize().testTag("home-list"),
        contentPadding = PaddingValues(vertical = spacing.small),
        verticalArrangement = Arrangement.spacedBy(4.dp),
    ) {
        item(key = "header") {
            Text(
                "Refreshed ${viewModel.refreshCount} times",
                modifier = Modifier.padding(horizontal = spacing.medium),
                style = MaterialTheme.typography.labelLarge,
            )
        }
        items(viewModel.items, key = { it.id }) { item ->
            ListItem(
                headlineContent = { Text(item.title) },
                supportingContent = { Text(item.subtitle) },
                leadingContent = { Icon(Icons.Filled.Star, contentDescription = null) },
                trailingContent = {
                    Checkbox(
                        checked = viewModel.favourites[item.id] == true,
                        onCheckedChange = { viewModel.favourites[item.id] = it },
                    )
                },
                modifier = Modifier.clickable(onClickLabel = "Open ${item.title}") { onOpen(item.id) },
            )
            HorizontalDivider()
        }
        items(count = 3, key = { index -> "placeholder-$index" }) { index ->
            Text("Placeholder $index", modifier = Modifier.fillParentMaxWidth().padding(spacing.medium))
        }
    }
}

@Composable
fun FavoritesScreen() {
    val owner = LocalViewModelStoreOwner.current
    Box(modifier = Modifier.fillMaxSize(), contentAlignment = Alignment.Center) {
        Column(horizontalAlignment = Alignment.CenterHorizontally, verticalArrangement = Arrangement.Top) {
            CircularProgressIndicator()
            Spacer(Modifier.height(16.dp))
            Text(if (owner != null) "Loading favourites…" else "No store owner")
        }
    }
}

@Composable
fun DetailScreen(id: Int, onReset: () -> Unit) {
    val viewModel = viewModel(key = "detail-$id") { DetailViewModel(id) }
    DisposableEffect(id) {
        onDispose { viewModel.starred = false }
    }
    SideEffect { viewModel.id }
    CompositionLocalProvider(LocalScreenName provides "detail") {
        Column(
            modifier = Modifier.fillMaxSize().padding(16.dp),
            verticalArrangement = Arrangement.SpaceBetween,
        ) {
            Card(
                modifier = Modifier.fillMaxWidth(),
                colors = CardDefaults.cardColors(containerColor = MaterialTheme.colorScheme.secondaryContainer),
            ) {
                Text("Item $id", modifier = Modifier.padding(16.dp), style = MaterialTheme.typography.headlineSmall)
                Text(LocalScreenName.current, modifier = Modifier.padding(horizontal = 16.dp))
            }
            Card(onClick = { viewModel.starred = !viewModel.starred }, modifier = Modifier.fillMaxWidth()) {
                Row(modifier = Modifier.padding(16.dp), verticalAlignment = Alignment.CenterVertically) {
                    Icon(if (viewModel.starred) Icons.Filled.Star else Icons.Filled.Close, contentDescription = null)
                    Spacer(Modifier.width(8.dp))
                    Text(if (viewModel.starred) "Starred" else "Not starred", modifier = Modifier.weight(1f))
                }
            }
            Button(onClick = onReset, modifier = Modifier.fillMaxWidth()) {
                Text("Reset")
            }
        }
    }
}

@Composable
fun ConfirmResetDialog(onConfirm: () -> Unit, onDismiss: () -> Unit) {
    AlertDialog(
        onDismissRequest = onDismiss,
        confirmButton = { TextButton(onClick = onConfirm) { Text(stringResource(android.R.string.ok)) } },
        dismissButton = { TextButton(onClick = onDismiss) { Text(stringResource(android.R.string.cancel)) } },
        icon = { Icon(Icons.Filled.Close, contentDescription = null) },
        title = { Text("Reset item?") },
        text = { Text("This cannot be undone.") },
    )
}

private val Colours = listOf("Red", "Green", "Blue")
private val Sizes = listOf("S", "M", "L")

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun SettingsScreen() {
    val formState = remember { FormState() }
    var password by rememberSaveable { mutableStateOf("") }
    var showPassword by remember { mutableStateOf(false) }
    var notifications by rememberSaveable { mutableStateOf(true) }
    var acceptedTerms by rememberSaveable { mutableStateOf(false) }
    var volume by rememberSaveable { mutableStateOf(0.5f) }
    var sizeIndex by rememberSaveable { mutableIntStateOf(1) }
    var colourMenuExpanded by remember { mutableStateOf(false) }
    var colour by rememberSaveable { mutableStateOf(Colours.first()) }
    var plan by rememberSaveable { mutableStateOf("Free") }
    var showDatePicker by remember { mutableStateOf(false) }
    var showSheet by remember { mutableStateOf(false) }
    val datePickerState = rememberDatePickerState()
    val sheetState = rememberModalBottomSheetState(skipPartiallyExpanded = true)
    val scope = rememberCoroutineScope()
    val context = LocalContext.current

    PredictiveBackHandler(enabled = showSheet) { progress ->
        progress.hashCode()
        showSheet = false
    }

    Column(
        modifier = Modifier
            .fillMaxSize()
            .safeDrawingPadding()
            .imePadding()
            .verticalScroll(rememberScrollState())
            .padding(16.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        Text(
            "Profile",
            style = MaterialTheme.typography.titleLarge,
            modifier = Modifier.semantics { heading() },
        )
        OutlinedTextField(
            value = formState.name,
            onValueChange = { formState.name = it },
            label = { Text("Name") },
            singleLine = true,
            modifier = Modifier.fillMaxWidth().testTag("name"),
        )
        OutlinedTextField(
            value = formState.email,
            onValueChange = { formState.email = it },
            label = { Text("Email") },
            placeholder = { Text("you@example.com") },
            supportingText = { Text("We never share it") },
            isError = formState.email.isNotEmpty() && '@' !in formState.email,
            keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Email, imeAction = ImeAction.Next),
            singleLine = true,
            modifier = Modifier.fillMaxWidth(),
        )
        OutlinedTextField(
            value = password,
            onValueChange = { password = it },
            label = { Text("Password") },
            visualTransformation = if (showPassword) VisualTransformation.None else PasswordVisualTransformation(),
            keyboardOptions = KeyboardOptions(keyboardType = KeyboardType.Password, imeAction = ImeAction.Done),
            keyboardActions = KeyboardActions(onDone = { showPassword = false }),
            trailingIcon = {
                IconButton(onClick = { showPassword = !showPassword }) {
                    Icon(Icons.Filled.Star, contentDescription = if (showPassword) "Hide password" else "Show password")
                }
            },
            singleLine = true,
            modifier = Modifier.fillMaxWidth(),
        )

        Row(
            modifier = Modifier.fillMaxWidth(),
            horizontalArrangement = Arrangement.SpaceBetween,
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Text("Notifications", modifier = Modifier.weight(1f))
            Switch(checked = notifications, onCheckedChange = { notifications = it })
        }
        Row(
            modifier = Modifier
                .fillMaxWidth()
                .clickable(role = Role.Checkbox, onClickLabel = "Toggle terms") { acceptedTerms = !acceptedTerms },
            verticalAlignment = Alignment.CenterVertically,
        ) {
            Checkbox(checked = acceptedTerms, onCheckedChange = null)
            Spacer(Modifier.width(8.dp))
            Text("I accept the terms")
        }

        Text("Volume: ${(volume * 100).toInt()}%")
        Slider(value = volume, onValueChange = { volume = it }, valueRange = 0f..1f, steps = 9)
        LinearProgressIndicator(progress = { volume }, modifier = Modifier.fillMaxWidth())

        SingleChoiceSegmentedButtonRow(modifier = Modifier.fillMaxWidth()) {
            Sizes.forEachIndexed { index, label ->
                SegmentedButton(
                    selected = index == sizeIndex,
                    onClick = { sizeIndex = index },
                    shape = SegmentedButtonDefaults.itemShape(index = index, count = Sizes.size),
                ) {
                    Text(label)
                }
            }
        }

        ExposedDropdownMenuBox(expanded = colourMenuExpanded, onExpandedChange = { colourMenuExpanded = it }) {
            OutlinedTextField(
                value = colour,
                onValueChange = {},
                readOnly = true,
                label = { Text("Colour") },
                trailingIcon = { ExposedDropdownMenuDefaults.TrailingIcon(expanded = colourMenuExpanded) },
                modifier = Modifier.menuAnchor(ExposedDropdownMenuAnchorType.PrimaryNotEditable).fillMaxWidth(),
            )
            ExposedDropdownMenu(expanded = colourMenuExpanded, onDismissRequest = { colourMenuExpanded = false }) {
                Colours.forEach { option ->
                    DropdownMenuItem(
                        text = { Text(option) },
                        onClick = {
                            colour = option
                            colourMenuExpanded = false
                        },
                    )
                }
            }
        }

        Column(modifier = Modifier.selectableGroup()) {
            listOf("Free", "Pro").forEach { option ->
                Text(
                    option,
                    modifier = Modifier
                        .fillMaxWidth()
                        .selectable(selected = plan == option, role = Role.RadioButton, onClick = { plan = option })
                        .background(if (plan == option) MaterialTheme.colorScheme.secondaryContainer else Color.Transparent)
                        .padding(8.dp)
                        .semantics { contentDescription = "Plan $option" },
                )
            }
        }

        Row(horizontalArrangement = Arrangement.spacedBy(8.dp)) {
            OutlinedButton(onClick = { showDatePicker = true }) {
                Text(datePickerState.selectedDateMillis?.let { "Picked $it" } ?: "Pick a date")
            }
            OutlinedButton(
                onClick = { showSheet = true },
                border = BorderStroke(1.dp, MaterialTheme.colorScheme.outline),
                colors = ButtonDefaults.outlinedButtonColors(contentColor = MaterialTheme.colorScheme.tertiary),
            ) {
                Text("More")
            }
        }

        Surface(
            shape = RoundedCornerShape(12.dp),
            tonalElevation = 2.dp,
            modifier = Modifier.fillMaxWidth(),
        ) {
            Text(
                context.getString(android.R.string.ok),
                modifier = Modifier.padding(12.dp),
                style = MaterialTheme.typography.bodyLarge,
                color = MaterialTheme.colorScheme.onSurfaceVariant,
            )
        }
        Button(
            onClick = { formState.name = "" },
            enabled = acceptedTerms,
            modifier = Modifier.fillMaxWidth().size(width = 200.dp, height = 48.dp),
        ) {
            Icon(Icons.Filled.Close, contentDescription = null, modifier = Modifier.size(ButtonDefaults.IconSize))
            Spacer(Modifier.width(ButtonDefaults.IconSpacing))
            Text("Clear name")
        }
    }

    if (showDatePicker) {
        DatePickerDialog(
            onDismissRequest = { showDatePicker = false },
            confirmButton = { TextButton(onClick = { showDatePicker = false }) { Text("OK") } },
            dismissButton = { TextButton(onClick = { showDatePicker = false }) { Text("Cancel") } },
        ) {
            DatePicker(state = datePickerState)
        }
    }

    if (showSheet) {
        ModalBottomSheet(onDismissRequest = { showSheet = false }, sheetState = sheetState) {
            Text("More options", modifier = Modifier.padding(16.dp), style = MaterialTheme.typography.titleLarge)
            TextButton(
                onClick = {
                    scope.launch {
                        sheetState.hide()
                        showSheet = false
                    }
                },
            ) {
                Text("Close")
            }
        }
    }
}

// ---- Previews ---------------------------------------------------------------------------------------------

@Preview(name = "Settings", showBackground = true)
@Composable
fun SettingsPreview() {
    SampleTheme(darkTheme = false, dynamicColor = false) {
        SettingsScreen()
    }
}

@Preview(name = "Detail, dark", uiMode = 0x20)
@Composable
fun DetailPreview() {
    SampleTheme(darkTheme = true, dynamicColor = false) {
        DetailScreen(id = 1, onReset = {})
    }
}
