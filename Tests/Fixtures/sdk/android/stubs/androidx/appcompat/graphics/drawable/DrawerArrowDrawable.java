// Mirrors androidx.appcompat.graphics.drawable.DrawerArrowDrawable at API 35 (androidx appcompat 1.7.0): the drawer
// indicator that ActionBarDrawerToggle and NavigationUI put on the action bar; progress 0 is the "hamburger" (open the
// drawer), 1 the arrow. Drawing is left out.
package androidx.appcompat.graphics.drawable;

import android.content.Context;
import android.graphics.drawable.Drawable;

public class DrawerArrowDrawable extends Drawable {
    private float mProgress;
    private boolean mVerticalMirror;

    public DrawerArrowDrawable(Context context) {}

    public void setVerticalMirror(boolean verticalMirror) { mVerticalMirror = verticalMirror; }

    public float getProgress() { return mProgress; }

    public void setProgress(float progress) { mProgress = progress; }

    @Override
    public int getOpacity() { return -3; } // PixelFormat.TRANSLUCENT
}
