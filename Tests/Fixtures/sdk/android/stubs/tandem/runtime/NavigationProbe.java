// Not part of the Android SDK: what the Navigation runtime (stubs-kotlin/tandem/runtime/navigation) tells the smoke
// harness about a NavHostFragment's controller, so the harness (compiled before the Kotlin stubs) can list a graph's
// destinations and navigate to the ones no click reached.
package tandem.runtime;

import android.os.Bundle;

import java.util.List;

public interface NavigationProbe {
    /** The NavHostFragment (an androidx.fragment.app.Fragment). */
    Object hostFragment();

    /** "package:navigation/name" of the graph set on the controller, or null before setGraph. */
    String graphName();

    /** Every destination of the graph, nested graphs flattened: {Integer id, String idName, String kind ("fragment",
     *  "dialog", ...), String className, String label, int[] ids of the nested graphs holding it (outermost first)}. */
    List<Object[]> destinations();

    int startDestinationId();

    /** The current destination's id, 0 when the back stack is empty. */
    int currentDestinationId();

    /** The destination a deep link opened (NavController.handleDeepLink), 0 when none did. */
    int deepLinkDestinationId();

    /** Destinations (not graphs) on the back stack. */
    int destinationCount();

    /** NavController.navigate(destinationId, args). */
    void navigate(int destinationId, Bundle args);
}
