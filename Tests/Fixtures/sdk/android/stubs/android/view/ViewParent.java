// Mirrors android.view.ViewParent at API 35 (framework): the members generated code can reach
package android.view;

public interface ViewParent {
    ViewParent getParent();

    void requestLayout();

    boolean isLayoutRequested();
}
