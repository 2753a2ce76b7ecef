// Mirrors androidx.fragment.app.FragmentContainerView at API 35 (androidx fragment 1.8.5; a final Kotlin class with
// FrameLayout's (Context) and @JvmOverloads (Context, AttributeSet?, Int = 0) constructors). The Tandem inflater
// refuses the tag (fragments are not supported by the runtime); getFragment is unsupported.
package androidx.fragment.app;

import android.content.Context;
import android.util.AttributeSet;
import android.widget.FrameLayout;
import androidx.annotation.NonNull;
import androidx.annotation.Nullable;

public final class FragmentContainerView extends FrameLayout {
    public FragmentContainerView(@NonNull Context context) { super(context); }

    public FragmentContainerView(@NonNull Context context, @Nullable AttributeSet attrs) { this(context, attrs, 0); }

    public FragmentContainerView(@NonNull Context context, @Nullable AttributeSet attrs, int defStyleAttr) {
        super(context, attrs, defStyleAttr);
    }

    public <F extends Fragment> F getFragment() {
        throw new UnsupportedOperationException("stub: FragmentContainerView.getFragment (fragments are not supported by the Tandem runtime)");
    }
}
