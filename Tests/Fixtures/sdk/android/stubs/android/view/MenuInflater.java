// Mirrors android.view.MenuInflater at API 35 (framework): reads res/menu/<name>.xml
package android.view;

import android.content.Context;

public class MenuInflater {
    private final Context mContext;

    public MenuInflater(Context context) { mContext = context; }

    public void inflate(int menuRes, Menu menu) { tandem.runtime.MenuBuilder.inflate(mContext, menuRes, menu); }
}
